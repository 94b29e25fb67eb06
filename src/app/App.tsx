import { useState } from 'react'
import { RouterProvider } from 'react-router'
import { message } from '@/design-system'
import { setApiErrorNotifier } from '@/lib/api-client'
import { AppProviders } from './providers/AppProviders'
import { createAppRouter } from './router/create-router'

// HTTP failures appear as a toast (spec §8); the id folds the same text shown twice into one message.
setApiErrorNotifier((text) => message.error(text, { id: text }))

export function App() {
  const [router] = useState(createAppRouter)
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  )
}
