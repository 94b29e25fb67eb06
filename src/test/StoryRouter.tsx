import { useState, type ReactNode } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { QueryClientProvider } from '@tanstack/react-query'
import { Toaster } from '@/design-system'
import { createQueryClient } from '@/lib/api-client'

/** Where the screen sent the user (a story asserts on it). */
function NavigatedTo() {
  const { pathname } = useLocation()
  return (
    <main>
      <p role="status">{`navigated to ${pathname}`}</p>
    </main>
  )
}

export interface StoryRouterProps {
  /** The screen under test, shown at `path`. */
  children: ReactNode
  /** The URL the story opens (path and query). */
  path?: string
  /** The route pattern the screen is mounted at, when it reads path parameters (`/items/:id`). */
  pattern?: string
}

/**
 * Stories and tests only: the screen in an in-memory router (other paths show where it navigated to),
 * with a fresh query client and the toaster. Storybook's preview provides language and design system.
 */
export function StoryRouter({ children, path = '/', pattern }: StoryRouterProps) {
  const pathname = path.split('?')[0] ?? '/'
  const [client] = useState(createQueryClient)
  return (
    <QueryClientProvider client={client}>
      {/* The app's router mode: declarative, no data router. */}
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern ?? pathname} element={children} />
          <Route path="*" element={<NavigatedTo />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>
  )
}
