import { lazy, Suspense } from 'react'
import { PageLoading } from '../layout/PageLoading'

// The session restore runs a state machine: loaded with the first console path, so the visitor screens
// (/tourist) never download the machine library and the login screen loads it only with its own machine.
const RestoringSessionGate = lazy(() => import('./RestoringSessionGate'))

/** Every console path goes through here: restores the saved session, then the console or the visitor view. */
export function SessionGate() {
  return (
    <Suspense fallback={<PageLoading />}>
      <RestoringSessionGate />
    </Suspense>
  )
}
