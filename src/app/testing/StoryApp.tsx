import { useState, type ReactNode } from 'react'
import { MemoryRouter, useRoutes, type RouteObject } from 'react-router'
import { QueryClientProvider } from '@tanstack/react-query'
import { Toaster, useDesignSystem } from '@/design-system'
import { createQueryClient } from '@/lib/api-client'
import { ThemePreferenceProvider } from '../providers/theme-preference'
import { createAppRoutes } from '../app-routes'

/**
 * What the app adds around screens, for stories and tests: Storybook's preview already provides the
 * language and the design system; this adds the theme preference, a fresh query client and the toaster.
 */
export function StoryProviders({ children }: { children: ReactNode }) {
  const { themeName } = useDesignSystem()
  const [client] = useState(createQueryClient)
  return (
    <ThemePreferenceProvider theme={themeName}>
      <QueryClientProvider client={client}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </ThemePreferenceProvider>
  )
}

export interface StoryAppProps {
  /** The URL the story opens (path and query). */
  path: string
  /** Replaces the app's route tree (e.g. to add a route that fails to render). */
  routes?: RouteObject[]
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes)
}

/**
 * The whole console at one URL, in memory: real routes, guards, layout and lazy pages, in the same
 * declarative router mode as the app.
 */
export function StoryApp({ path, routes }: StoryAppProps) {
  const [appRoutes] = useState(() => routes ?? createAppRoutes())
  return (
    <StoryProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes routes={appRoutes} />
      </MemoryRouter>
    </StoryProviders>
  )
}
