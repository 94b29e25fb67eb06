import { defineFeatureCatalogue, useFeatureI18n, type MessagesWith } from '@/lib/i18n'
import { personalCenterCatalogue } from '@/lib/i18n/shared/personal-center'
import { accountsCatalogue } from '@/lib/i18n/shared/accounts'
import { homeCatalogue } from '@/lib/i18n/shared/home'
import { zhCN } from './zh-CN'

/** This feature's sections (`chainKey`): zh-CN here, en-US fetched when chosen. */
export const chainKeyCatalogue = defineFeatureCatalogue(zhCN, () => import('./en-US').then((module) => module.enUS))

/** The core catalogue plus the sections this feature's screens show (`chainKey`, `personalCenter`, `accounts`, `home`). */
export type Messages = MessagesWith<
  [typeof chainKeyCatalogue, typeof personalCenterCatalogue, typeof accountsCatalogue, typeof homeCatalogue]
>

/** The feature's messages in the current locale (`useI18n` of @/lib/i18n plus its sections). */
export function useI18n() {
  return useFeatureI18n(chainKeyCatalogue, personalCenterCatalogue, accountsCatalogue, homeCatalogue)
}
