import type { ReactElement } from 'react'
import { render, type RenderOptions } from '@testing-library/react'
import { DesignSystemProvider, type DesignSystemLocale } from './provider'
import type { ThemeName } from './themes'

interface Options extends Omit<RenderOptions, 'wrapper'> {
  locale?: DesignSystemLocale
  theme?: ThemeName
}

/** Renders inside the design-system provider, as the app and Storybook do. For tests only. */
export function renderWithDesignSystem(
  ui: ReactElement,
  { locale = 'zh-CN', theme = 'light', ...options }: Options = {},
) {
  return render(ui, {
    wrapper: ({ children }) => (
      <DesignSystemProvider locale={locale} theme={theme}>
        {children}
      </DesignSystemProvider>
    ),
    ...options,
  })
}
