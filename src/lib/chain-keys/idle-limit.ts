/** 15 minutes without user input or operation (issue 12 item 5). */
export const DEFAULT_CHAIN_KEY_IDLE_MS = 15 * 60 * 1000

/** The idle limit: `VITE_CHAIN_KEY_IDLE_MINUTES` when set to a positive number, else 15 minutes. */
export function chainKeyIdleMs(minutes: string | undefined = import.meta.env.VITE_CHAIN_KEY_IDLE_MINUTES): number {
  const parsed = Number(minutes)
  return minutes && Number.isFinite(parsed) && parsed > 0 ? parsed * 60 * 1000 : DEFAULT_CHAIN_KEY_IDLE_MS
}
