import { Button, message, Stack, Tag } from '@/design-system'
import { lockChainKeyIfHeld } from '@/lib/chain-keys/holder-loader'
import { useChainKeyStateOnceLoaded } from '@/lib/chain-keys/holder-state'
import { chainKeyIdleMs } from '@/lib/chain-keys/idle-limit'
import { useI18n } from '../messages'

/** Whether the chain key is unlocked in this tab, and "lock now" (the next operation asks for the passphrase). */
export function ChainKeyLock() {
  const { messages } = useI18n()
  const t = messages.chainKey
  const state = useChainKeyStateOnceLoaded()
  const minutes = String(Math.round(chainKeyIdleMs() / 60_000))
  return (
    <Stack gap={2}>
      <Stack direction="horizontal" gap={2} align="center">
        <span>{t.status}</span>
        {/* A status region: locking (also by the idle timer) is announced. */}
        <span role="status">
          <Tag tone={state.status === 'unlocked' ? 'warning' : 'default'}>
            {state.status === 'unlocked' ? t.unlocked.replace('{account}', state.account) : t.locked}
          </Tag>
        </span>
        {state.status === 'unlocked' && (
          <Button
            size="sm"
            onClick={() => {
              void lockChainKeyIfHeld().then(() => message.success(t.lockedNotice))
            }}
          >
            {t.lockNow}
          </Button>
        )}
      </Stack>
      <p>{t.hint.replace('{minutes}', minutes)}</p>
    </Stack>
  )
}
