export {
  storeSessionState,
  readConsoleSession,
  sessionFromItems,
  toSessionState,
  type ConsoleSession,
  type ConsoleChainAccount,
  type ConsoleSessionRead,
} from './console-session'
export { useConsoleSession } from './use-console-session'
export { refreshConsoleSession, applyServerSession } from './refresh-session'
