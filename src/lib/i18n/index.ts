export {
  I18nProvider,
  useI18n,
  messagesFor,
  readSavedLocale,
  loadCatalogue,
  registerCatalogue,
  locales,
  type Locale,
  type I18nProviderProps,
} from './I18nProvider'
// en-US is not re-exported: it loads on demand (`loadCatalogue`); tests import './en-US' itself.
export { zhCN, type Messages } from './zh-CN'
