export {
  I18nProvider,
  useI18n,
  messagesFor,
  readSavedLocale,
  loadCatalogue,
  registerCatalogue,
  type I18nValue,
  type I18nProviderProps,
} from './I18nProvider'
export { locales, type Locale, type Widen } from './locale'
// Features keep their own sections (src/features/<feature>/messages): defined there, loaded with their route.
export { defineFeatureCatalogue, loadDefinedSections, type FeatureCatalogue } from './feature-catalogues'
export { useFeatureI18n, type MessagesWith } from './use-feature-i18n'
// en-US is not re-exported: it loads on demand (`loadCatalogue`); tests import './en-US' itself.
export { zhCN, type Messages } from './zh-CN'
