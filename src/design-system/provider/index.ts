export {
  DesignSystemProvider,
  useDesignSystem,
  useDesignSystemStrings,
  type DesignSystemProviderProps,
} from './DesignSystemProvider'
export { designSystemStrings, type DesignSystemLocale, type DesignSystemStrings } from './locale'
export { GlobalStyle } from './GlobalStyle'
