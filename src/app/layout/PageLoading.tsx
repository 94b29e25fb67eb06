import { Skeleton } from '@/design-system'

/** Shown while a route's code loads or the session is read. */
export function PageLoading() {
  return <Skeleton lines={6} />
}
