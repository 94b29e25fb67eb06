import { BrowserRouter, useRoutes } from 'react-router'
import { message } from '@/design-system'
import { setApiErrorNotifier } from '@/lib/api-client'
import { messagesFor } from '@/lib/i18n'
import { AppProviders } from './providers/AppProviders'
import { createAppRoutes } from './app-routes'
import { apiErrorToastText, endSessionOnUnauthorized } from './session/session-expiry'

// HTTP failures appear as a toast (spec §8); the id folds the same text shown twice into one message.
setApiErrorNotifier((text, error) => {
  const shown = apiErrorToastText(text, error, messagesFor())
  message.error(shown, { id: shown })
})
endSessionOnUnauthorized()

const appRoutes = createAppRoutes()

function AppRoutes() {
  return useRoutes(appRoutes)
}

/**
 * The router's declarative mode: the app loads no data through the router, and the data router's
 * extra code (about 17 KiB gzip) would be downloaded by every page. Render failures are caught by
 * the route tree's own boundary (compose-routes).
 */
export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  )
}
