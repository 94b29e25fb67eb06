export * from './schemas'
export * from './session-storage'
export { useSessionItem } from './use-session-item'
