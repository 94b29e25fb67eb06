/**
 * Route budgets: the most gzip JS a cold load of the route may download, the whole page (React's runtime,
 * the app's initial chunks and every chunk the route's render fetches). React 19 with react-dom is 66 KiB of
 * that on every route; the script prints the part beyond it beside each.
 *
 * A limit is a target, not a record: each sits at its route's measured size rounded up to the next 0.5 KiB
 * with at least 0.3 KiB to spare (a fresh clone's build has measured up to 0.2 KiB more than a working tree's).
 * Lower a limit when its page gets lighter. Never raise one to fit a change: make the change lighter.
 * `goalKiB` is where the page must get to (issue 23: public pages 150 KiB, logged-in routes 210 KiB); the
 * script prints how far there is to go.
 *
 * A route's figure is read from Vite's manifest (scripts/budget-static.mjs): its page (the module its entry in
 * src/app/console-routes.ts or its route in src/app/app-routes.tsx loads) with the start's chunks, and
 * `consoleShell` when logged in, say which files a cold load of it fetches. A few routes are loaded in Chromium
 * each run to check that (`crossCheckRoutes`).
 *
 * `session: true` opens the route logged in (an operator's session in sessionStorage; API calls are
 * answered 500, so only the code a screen loads is counted, never the data); `session: 'platform'` as a
 * platform party, for the routes only role 2 may open.
 *
 * Where the bytes beyond React go: styled-components with the core zh-CN catalogue and its provider (19 KiB),
 * the API client with axios (11 with its own fetch adapter, vite.config.ts) and zod (8), react-router in
 * declarative mode (9: its framework-mode parts are left out, vite.config.ts `reactRouterUnused`), react-hook-form (13, pages with a form; the login form loads it with its first focus or submit), and on logged-in routes xstate (12) and the
 * query library (10). The login page loads its machine (xstate) on the first focus in its form. Radix's Dialog
 * and AlertDialog (11) load with a page's first open dialog, or when the pointer or focus reaches its trigger
 * (design-system/internal/dialog-loader.tsx). The chain-key holder (IndexedDB, sealing: 3 KiB) loads when an operation
 * checks for the key or a key sealed before a reload is found (src/lib/chain-keys/holder-loader.ts).
 */
const PUBLIC_GOAL = 150
const CONSOLE_GOAL = 210

export const routeBudgets = [
  { route: '/login', maxPageJsKiB: 143, goalKiB: PUBLIC_GOAL },
  // The search form; react-hook-form and its results table, pager and share dialog load from the first focus
  // in the form or its first submit.
  { route: '/tourist', maxPageJsKiB: 148, goalKiB: PUBLIC_GOAL },
  { route: '/home', session: true, maxPageJsKiB: 190.5, goalKiB: CONSOLE_GOAL },
  // Lists with filters, selection, pager and CSV export (papaparse and the progress bar load with the first
  // export); details pages opened without a collectible: the code is what is counted.
  { route: '/digital-collection-721', session: 'platform', maxPageJsKiB: 198.5, goalKiB: CONSOLE_GOAL },
  { route: '/details-721', session: 'platform', maxPageJsKiB: 193, goalKiB: CONSOLE_GOAL },
  { route: '/digital-collection-1155', session: 'platform', maxPageJsKiB: 198.5, goalKiB: CONSOLE_GOAL },
  { route: '/details-1155', session: 'platform', maxPageJsKiB: 193, goalKiB: CONSOLE_GOAL },
  { route: '/user-collection-721', session: true, maxPageJsKiB: 198.5, goalKiB: CONSOLE_GOAL },
  { route: '/details-user721', session: true, maxPageJsKiB: 193, goalKiB: CONSOLE_GOAL },
  { route: '/user-collection-1155', session: true, maxPageJsKiB: 198.5, goalKiB: CONSOLE_GOAL },
  { route: '/details-user1155', session: true, maxPageJsKiB: 193, goalKiB: CONSOLE_GOAL },
  // The charts: uPlot and its CSS load with this route only (routeOnlyChunks below).
  { route: '/admin-statistics-detail/mints', session: true, maxPageJsKiB: 209.5, goalKiB: CONSOLE_GOAL },
  // The chain SDK loads after first paint, to decode actions and read authorities.
  { route: '/multisig-proposals', session: true, maxPageJsKiB: 195, goalKiB: CONSOLE_GOAL },
  // Measured with manager rights; the chain SDK loads only when an action is sent, and building an action needs
  // only the ChainError class (lib/chain/chain-error.ts), not the reading of the SDK's and node's errors.
  { route: '/contract-manage', session: true, maxPageJsKiB: 203, goalKiB: CONSOLE_GOAL },
  // Billing: eosjs loads only when an operation is signed. The platform's /charging/account-point and
  // /charging/record are built from the same parts.
  { route: '/charging/recharge-record', session: true, maxPageJsKiB: 192, goalKiB: CONSOLE_GOAL },
  { route: '/charging/recharge', session: true, maxPageJsKiB: 200.5, goalKiB: CONSOLE_GOAL },
  { route: '/charging/distribution-record', session: true, maxPageJsKiB: 192, goalKiB: CONSOLE_GOAL },
  { route: '/charging/distribution', session: true, maxPageJsKiB: 194.5, goalKiB: CONSOLE_GOAL },
  { route: '/charging/charging-rule', session: true, maxPageJsKiB: 195.5, goalKiB: CONSOLE_GOAL },
  { route: '/charging/set-charging', session: true, maxPageJsKiB: 193.5, goalKiB: CONSOLE_GOAL },
  { route: '/charging/account-points', session: true, maxPageJsKiB: 190, goalKiB: CONSOLE_GOAL },
  // Its forms load react-hook-form with their first focus, the key vault's ciphers (crypto-js) with a save.
  { route: '/personal-center', session: true, maxPageJsKiB: 199.5, goalKiB: CONSOLE_GOAL },
  // The account operations (the chain-operation machine and dialog, the chain's error texts) load when one
  // opens or its button is pointed at or focused; the review and key tabs when first shown.
  { route: '/account-manage', session: true, maxPageJsKiB: 203.5, goalKiB: CONSOLE_GOAL },
  { route: '/account-manage-detail', session: true, maxPageJsKiB: 191.5, goalKiB: CONSOLE_GOAL },
  { route: '/audit-log', session: true, maxPageJsKiB: 193, goalKiB: CONSOLE_GOAL },
]

/**
 * What a logged-in route loads besides its page (a module's `src` path, or a chunk group's name in
 * vite.config.ts): the session gate (src/app/session/SessionGate.tsx loads it with the first console path) and
 * what it renders at once, the console's frame and the query client's.
 */
export const consoleShell = ['src/app/session/RestoringSessionGate.tsx', 'src/app/layout/ConsoleLayout.tsx', 'query']

/**
 * Routes loaded cold in Chromium each run besides the routeOnlyChunks one (a logged-in page that loads a chunk
 * as it renders) and one more the build picks, whose files must be those the manifest says: a public page (no
 * session, the console's frame not loaded). Each load costs 6-8 CPU-s at load 16.
 */
export const crossCheckRoutes = ['/tourist']

/**
 * Chunks one route alone may load, when it renders (file name prefix in dist/assets): counted in that route's
 * figure, which is loaded in Chromium each run (the run fails when it does not download the chunk); the run
 * fails when any other route's files include it.
 */
export const routeOnlyChunks = [
  // uPlot and its CSS (docs/chart-library.md): counted in the statistics route's budget, loaded nowhere else.
  { chunk: 'UPlotCanvas', route: '/admin-statistics-detail/mints' },
]
