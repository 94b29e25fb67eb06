import { useFeatureI18n, type MessagesWith } from '@/lib/i18n'
import { accountsCatalogue } from '@/lib/i18n/shared/accounts'

/** The core catalogue plus the sections this feature's screens show (`accounts`). */
export type Messages = MessagesWith<[typeof accountsCatalogue]>

/** The feature's messages in the current locale (`useI18n` of @/lib/i18n plus its sections). */
export function useI18n() {
  return useFeatureI18n(accountsCatalogue)
}
