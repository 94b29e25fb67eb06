/**
 * Browser tests only: a screen inside the console's providers (language, design system, router, query client
 * and toaster), at `path`. `renderScreen` renders it with Testing Library; a benchmark of the production build
 * of React (which has no `act`) renders it itself.
 */
import type { ReactNode } from 'react'
import { DesignSystemProvider } from '@/design-system'
import { I18nProvider } from '@/lib/i18n'
import { StoryRouter } from './StoryRouter'

export function screenTree(screen: ReactNode, path: string): ReactNode {
  return (
    <I18nProvider locale="zh-CN">
      <DesignSystemProvider>
        <StoryRouter path={path}>
          <main>{screen}</main>
        </StoryRouter>
      </DesignSystemProvider>
    </I18nProvider>
  )
}
