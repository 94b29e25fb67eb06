// Types of scripts/budget-static.mjs, for its test.

export interface RouteBudget {
  route: string
  session?: boolean | 'platform'
}

export interface RouteLoad {
  /** Module under src/features/ the route renders. */
  page: string | undefined
  /** Modules (`src` paths) or chunk group names a logged-in route loads besides its page. */
  consoleShell: string[]
  /** File name prefixes of chunks the route's render loads. */
  alsoLoads: string[]
}

export interface Build {
  manifest: Record<string, { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] }>
  entryKey: string
  initialKeys: Set<string>
  routeFiles(budget: RouteBudget, load: RouteLoad): string[]
}

export function readBuild(dist: string): Build
export function gzipSizes(dist: string): (file: string) => number
export function routePageReader(): (route: string) => string | undefined
