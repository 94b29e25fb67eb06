import { Alert, Button } from '@/design-system'
import { ApiError } from '@/lib/api-client'
import { useI18n } from '../messages'

export interface LoadFailureProps {
  error: unknown
  onRetry: () => void
  retrying?: boolean
}

/** A read that failed: '加载失败', the server's reason, and a retry (queries are never retried by themselves). */
export function LoadFailure({ error, onRetry, retrying = false }: LoadFailureProps) {
  const { messages } = useI18n()
  const t = messages.collectibles
  return (
    <Alert
      type="error"
      title={t.loadFailed}
      description={error instanceof ApiError ? error.message : messages.messages.serviceError}
      action={
        <Button size="sm" loading={retrying} onClick={onRetry}>
          {t.retry}
        </Button>
      }
    />
  )
}
