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

/**
 * Brings the stored session up to date with the server's (refresh-session.ts). Its code loads on first use:
 * it runs only when the header's account list shows the session is out of date, not on every page load.
 */
export function refreshConsoleSession(): Promise<boolean> {
  return import('./refresh-session').then((module) => module.refreshConsoleSession())
}
