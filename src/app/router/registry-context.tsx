import { createContext, useContext, type ReactNode } from 'react'
import type { RouteRegistry } from './route-registry'

const RegistryContext = createContext<RouteRegistry | null>(null)

/** Makes the registry the tree was composed from available to the menu, header, breadcrumb and gate. */
export function RouteRegistryProvider({ registry, children }: { registry: RouteRegistry; children: ReactNode }) {
  return <RegistryContext value={registry}>{children}</RegistryContext>
}

/** The registry of the current route tree (set by `composeRoutes`). */
export function useRouteRegistry(): RouteRegistry {
  const registry = useContext(RegistryContext)
  if (!registry) throw new Error('useRouteRegistry is used outside a tree built by composeRoutes')
  return registry
}
