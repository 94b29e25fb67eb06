import { defineFeatureCatalogue, useFeatureI18n, type MessagesWith } from '@/lib/i18n'
import { zhCN } from './zh-CN'

/** This feature's sections (`collectibles`, `csvBatch`, `collectibleRules`, `collectibleOperations`): zh-CN here, en-US fetched when chosen. */
export const collectiblesCatalogue = defineFeatureCatalogue(zhCN, () => import('./en-US').then((module) => module.enUS))

/** The core catalogue plus the sections this feature's screens show (`collectibles`, `csvBatch`, `collectibleRules`, `collectibleOperations`). */
export type Messages = MessagesWith<[typeof collectiblesCatalogue]>

/** The feature's messages in the current locale (`useI18n` of @/lib/i18n plus its sections). */
export function useI18n() {
  return useFeatureI18n(collectiblesCatalogue)
}
