import { useFeatureI18n, type MessagesWith } from '@/lib/i18n'
import { homeCatalogue } from '@/lib/i18n/shared/home'
import { statisticsCatalogue } from '@/lib/i18n/shared/statistics'
import { personalCenterCatalogue } from '@/lib/i18n/shared/personal-center'
import { accountsCatalogue } from '@/lib/i18n/shared/accounts'

/** The core catalogue plus the sections this feature's screens show (`home`, `statistics`, `personalCenter`, `accounts`). */
export type Messages = MessagesWith<
  [typeof homeCatalogue, typeof statisticsCatalogue, typeof personalCenterCatalogue, typeof accountsCatalogue]
>

/** The feature's messages in the current locale (`useI18n` of @/lib/i18n plus its sections). */
export function useI18n() {
  return useFeatureI18n(homeCatalogue, statisticsCatalogue, personalCenterCatalogue, accountsCatalogue)
}
