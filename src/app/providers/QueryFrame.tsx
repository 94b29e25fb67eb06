import type { ReactNode } from 'react'
import { Outlet } from 'react-router'
import { QueryClientProvider } from '@tanstack/react-query'
import { appQueryClient } from './query-client-instance'

/**
 * Server-state cache around the screens that read the server through queries. Loaded lazily with them,
 * so the login page does not download the query library.
 */
export default function QueryFrame({ children }: { children?: ReactNode }) {
  return <QueryClientProvider client={appQueryClient}>{children ?? <Outlet />}</QueryClientProvider>
}
