import type { Messages } from './messages'

/** A breakdown key as shown: a contract function by its Chinese name, a platform as is. */
export function breakdownLabel(messages: Messages, by: 'platform' | 'function', key: string): string {
  if (by === 'function')
    return Object.hasOwn(messages.actions, key) ? messages.actions[key as keyof Messages['actions']] : key
  return key === '' ? messages.statistics.noPlatform : key
}
