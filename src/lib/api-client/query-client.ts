import { QueryClient } from '@tanstack/react-query'

/**
 * Spec §9: no query caching, no retries, no refetch on window focus. Every screen asks the server afresh;
 * a failure is shown once (the API client's toast) instead of being retried behind the user's back.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: 0, staleTime: 0, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
}
