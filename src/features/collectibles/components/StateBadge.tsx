import { ActiveState } from '@/api/primitives'
import { StatusBadge } from '@/design-system'
import { useI18n } from '../messages'

/** Frozen at a glance (issue 12 item 6): the state in words, coloured; never the colour alone. */
export function StateBadge({ state }: { state: ActiveState }) {
  const t = useI18n().messages.collectibles
  return state === ActiveState.Frozen ? (
    <StatusBadge tone="frozen">{t.frozen}</StatusBadge>
  ) : (
    <StatusBadge tone="success">{t.enabled}</StatusBadge>
  )
}
