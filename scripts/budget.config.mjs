/**
 * Route budgets: the most gzip JS a cold load of the route may download, the whole page (React's runtime,
 * the app's initial chunks and every chunk the route's render fetches). React 19 with react-dom weighs
 * about 66 KiB gzip of that on every route; the script prints the figure beyond it beside each.
 *
 * `session: true` opens the route logged in (an operator's session in sessionStorage; API calls are
 * answered 503, so only the code a screen loads is counted, never the data).
 */
export const routeBudgets = [
  { route: '/login', maxPageJsKiB: 170 },
  { route: '/tourist', maxPageJsKiB: 190 },
  { route: '/home', session: true, maxPageJsKiB: 220 },
  // A management screen: the personal center (account, chain key and passphrase forms).
  { route: '/personal-center', session: true, maxPageJsKiB: 240 },
]
