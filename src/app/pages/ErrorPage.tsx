import { useNavigate } from 'react-router'
import { Result } from '@/design-system'

/**
 * A screen failed to render (spec §2: 'page error, contact administrator' with back and home buttons).
 * The route tree's render-error fallback; navigating away clears the error. The error itself is not shown: it may carry data.
 */
export function ErrorPage() {
  const navigate = useNavigate()
  return <Result status="error" onBack={() => navigate(-1)} onHome={() => navigate('/')} />
}
