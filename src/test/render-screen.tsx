/**
 * Browser tests only: a screen as the console shows it (language, design system, router, query client and
 * toaster), at `path`.
 */
import type { ReactNode } from 'react'
import { render } from '@testing-library/react'
import { DesignSystemProvider } from '@/design-system'
import { I18nProvider } from '@/lib/i18n'
import { StoryRouter } from './StoryRouter'

export function renderScreen(screen: ReactNode, path: string) {
  return render(
    <I18nProvider locale="zh-CN">
      <DesignSystemProvider>
        <StoryRouter path={path}>
          <main>{screen}</main>
        </StoryRouter>
      </DesignSystemProvider>
    </I18nProvider>,
  )
}
