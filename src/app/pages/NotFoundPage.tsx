import { useNavigate } from 'react-router'
import { Result } from '@/design-system'

/** `/404` 'page not found' (spec §2): unknown paths of logged-in users land here. */
export function NotFoundPage() {
  const navigate = useNavigate()
  return <Result status={404} onBack={() => navigate(-1)} onHome={() => navigate('/')} />
}
