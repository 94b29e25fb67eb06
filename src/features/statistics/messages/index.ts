import { useFeatureI18n, type MessagesWith } from '@/lib/i18n'
import { statisticsCatalogue } from '@/lib/i18n/shared/statistics'

/** The core catalogue plus the sections this feature's screens show (`statistics`). */
export type Messages = MessagesWith<[typeof statisticsCatalogue]>

/** The feature's messages in the current locale (`useI18n` of @/lib/i18n plus its sections). */
export function useI18n() {
  return useFeatureI18n(statisticsCatalogue)
}
