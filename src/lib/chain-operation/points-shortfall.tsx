import type { ReactNode } from 'react'
import { Link } from '@/lib/navigation/Link'
import { fillTemplate } from '@/lib/i18n/fill-template'
import type { Messages } from '@/lib/i18n/zh-CN'
import type { UiMessage } from '@/lib/i18n/message-ref'

/** Where a user short of points goes to get more. */
export const RECHARGE_PATH = '/charging/recharge'

/** The machine's "not enough points" failure (the points check stopped the operation before signing). */
export function isInsufficientPoints(error: UiMessage | null): boolean {
  return error !== null && 'key' in error && error.key === 'messages.insufficientPoints'
}

/**
 * What every chain-operation screen adds to a failure when points ran short: the points missing ('还差 N 积分',
 * when the machine knows them) and a link to recharge. Nothing for other failures.
 */
export function pointsShortfallFailure(
  messages: Messages,
  error: UiMessage | null,
  pointsShortfall: string | null,
): { description?: ReactNode; action?: ReactNode } {
  if (!isInsufficientPoints(error)) return {}
  const text = messages.chainOperation
  return {
    description: pointsShortfall !== null ? fillTemplate(text.pointsShortfall, { points: pointsShortfall }) : undefined,
    action: <Link to={RECHARGE_PATH}>{text.goRecharge}</Link>,
  }
}
