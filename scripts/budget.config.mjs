/**
 * Route budgets: each route's lazy page module (as Vite's manifest names it) and the most gzip JS it
 * may load, initial chunks included. Targets from the foundation issue.
 */
export const routeBudgets = [
  { route: '/tourist', module: 'src/features/collection-search/routes/TouristSearchPage.tsx', maxJsKiB: 85 },
  { route: '/login', module: 'src/features/auth/routes/LoginPage.tsx', maxJsKiB: 64 },
]
