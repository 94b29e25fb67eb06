import { Navigate } from 'react-router'

/** A logged-in user on a path no route knows goes to `/404` (visitors are sent to `/tourist` by the gate). */
export function UnknownPath() {
  return <Navigate to="/404" replace />
}
