/** The design system's public surface: features import from here only. */
export * from './provider'
export * from './themes'
export * from './tokens'
export * from './components/Button'
export * from './components/Spinner'
