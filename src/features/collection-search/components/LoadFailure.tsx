import { Alert, Button } from '@/design-system'
import { useI18n } from '../messages'
import { failureReason } from '../labels'

export interface LoadFailureProps {
  error: unknown
  onRetry: () => void
  retrying?: boolean
}

/** A read that failed: '加载失败', the server's reason, and a retry (queries are never retried by themselves). */
export function LoadFailure({ error, onRetry, retrying = false }: LoadFailureProps) {
  const { messages } = useI18n()
  const t = messages.collectionSearch
  return (
    <Alert
      type="error"
      title={t.loadFailed}
      description={failureReason(messages, error)}
      action={
        <Button size="sm" loading={retrying} onClick={onRetry}>
          {t.retry}
        </Button>
      }
    />
  )
}
