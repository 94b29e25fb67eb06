import { ActiveState } from '@/api/primitives'
import { Stack, Tag } from '@/design-system'
import { useI18n } from '../messages'

export interface StateBadgesProps {
  operatorState: ActiveState
  platformState: ActiveState
}

/** The operator-level and platform-level states of an account: a frozen level shows as a frozen badge. */
export function StateBadges({ operatorState, platformState }: StateBadgesProps) {
  const { messages } = useI18n()
  const t = messages.accounts
  const badge = (level: string, state: ActiveState) => (
    <Tag tone={state === ActiveState.Frozen ? 'frozen' : 'success'}>
      {level}
      {messages.punctuation.colon}
      {state === ActiveState.Frozen ? t.frozen : t.enabled}
    </Tag>
  )
  return (
    <Stack direction="horizontal" gap={1} wrap>
      {badge(t.operatorLevel, operatorState)}
      {badge(t.platformLevel, platformState)}
    </Stack>
  )
}
