import { useState } from 'react'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { message } from '@/design-system'
import { setApiErrorNotifier, setUnauthorizedHandler } from '@/lib/api-client'
import { clearSession } from '@/lib/session'
import { AppProviders } from './providers/AppProviders'
import { createAppRoutes } from './app-routes'

// HTTP failures appear as a toast (spec §8); the id folds the same text shown twice into one message.
setApiErrorNotifier((text) => message.error(text, { id: text }))
// The server refused the token (expired or revoked): the session is gone, so the gate says so and sends the
// user to login (spec §5) instead of leaving a console whose every call fails.
setUnauthorizedHandler(() => clearSession())

export function App() {
  const [router] = useState(() => createBrowserRouter(createAppRoutes()))
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  )
}
