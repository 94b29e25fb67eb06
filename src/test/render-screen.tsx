/** Browser tests only: a screen as the console shows it (see `screenTree`), at `path`. */
import type { ReactNode } from 'react'
import { render } from '@testing-library/react'
import { screenTree } from './screen-tree'

export function renderScreen(screen: ReactNode, path: string) {
  return render(screenTree(screen, path))
}
