export {
  I18nProvider,
  useI18n,
  messagesFor,
  readSavedLocale,
  locales,
  catalogues,
  type Locale,
  type I18nProviderProps,
} from './I18nProvider'
export { zhCN, type Messages } from './zh-CN'
export { enUS } from './en-US'
