export type JsonSource = { kind: 'tree'; value: unknown; raw: string } | { kind: 'invalid'; raw: string }

/**
 * What JsonView shows. A string is raw JSON text (as raw_data arrives from the server): parsed when valid,
 * kept as written when not. Any other value is shown as a tree and copied as pretty JSON.
 */
export function parseJsonValue(value: unknown): JsonSource {
  if (typeof value === 'string') {
    try {
      return { kind: 'tree', value: JSON.parse(value) as unknown, raw: value }
    } catch {
      return { kind: 'invalid', raw: value }
    }
  }
  // undefined has no JSON text; show it as null rather than an empty string.
  return { kind: 'tree', value: value === undefined ? null : value, raw: stringify(value) }
}

/** Pretty JSON; big integers (chain amounts) become strings instead of making JSON.stringify throw. */
function stringify(value: unknown): string {
  return (
    JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? item.toString() : item), 2) ?? 'null'
  )
}
