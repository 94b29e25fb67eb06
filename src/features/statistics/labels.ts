import type { Messages } from './messages'

/** The text of a template with `{name}` placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

/** A breakdown key as shown: a contract function by its Chinese name, a platform as is. */
export function breakdownLabel(messages: Messages, by: 'platform' | 'function', key: string): string {
  if (by === 'function')
    return Object.hasOwn(messages.actions, key) ? messages.actions[key as keyof Messages['actions']] : key
  return key === '' ? messages.statistics.noPlatform : key
}
