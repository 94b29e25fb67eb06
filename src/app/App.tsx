import { useState } from 'react'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { message } from '@/design-system'
import { setApiErrorNotifier } from '@/lib/api-client'
import { AppProviders } from './providers/AppProviders'
import { createAppRoutes } from './app-routes'
import { endSessionOnUnauthorized } from './session/session-expiry'

// HTTP failures appear as a toast (spec §8); the id folds the same text shown twice into one message.
setApiErrorNotifier((text) => message.error(text, { id: text }))
endSessionOnUnauthorized()

export function App() {
  const [router] = useState(() => createBrowserRouter(createAppRoutes()))
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  )
}
