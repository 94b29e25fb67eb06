import { defineFeatureCatalogue } from '../../feature-catalogues'
import { zhCN } from './zh-CN'

/** The `home` section: used by several features' screens, so it lives below them (loaded with the first of them). */
export const homeCatalogue = defineFeatureCatalogue(zhCN, () => import('./en-US').then((module) => module.enUS))
