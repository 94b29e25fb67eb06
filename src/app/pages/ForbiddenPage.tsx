import { useNavigate } from 'react-router'
import { Result } from '@/design-system'

/** 403: the route exists but the user's role may not open it (spec §2). */
export function ForbiddenPage() {
  const navigate = useNavigate()
  return <Result status={403} onHome={() => navigate('/')} />
}
