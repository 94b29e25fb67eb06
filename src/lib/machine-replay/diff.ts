import type { JsonValue } from './redact'

/** One changed field between two contexts; `before`/`after` are absent when the field was added/removed. */
export interface ContextChange {
  path: string
  before?: JsonValue
  after?: JsonValue
}

/** Field-by-field changes between two JSON values (objects are compared recursively, arrays as a whole). */
export function diffContext(before: JsonValue, after: JsonValue, path = ''): ContextChange[] {
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort()
    return keys.flatMap((key) => {
      const childPath = path ? `${path}.${key}` : key
      if (!(key in after)) return [{ path: childPath, before: before[key] as JsonValue }]
      if (!(key in before)) return [{ path: childPath, after: after[key] as JsonValue }]
      return diffContext(before[key] as JsonValue, after[key] as JsonValue, childPath)
    })
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ path: path || '(context)', before, after }]
}

export function formatChange(change: ContextChange): string {
  const show = (value: JsonValue | undefined) => (value === undefined ? '∅' : JSON.stringify(value))
  return `${change.path}: ${show(change.before)} → ${show(change.after)}`
}

function isRecord(value: JsonValue): value is { [key: string]: JsonValue } {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
