import { defineFeatureCatalogue } from '../../feature-catalogues'
import { zhCN } from './zh-CN'

/** The `accounts` section: used by several features' screens, so it lives below them (loaded with the first of them). */
export const accountsCatalogue = defineFeatureCatalogue(zhCN, () => import('./en-US').then((module) => module.enUS))
