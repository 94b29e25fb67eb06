import * as z from 'zod/mini'

/**
 * A plain check of an answer against its response schema: `true` only when zod would accept the answer and
 * return it unchanged. Built once per schema from zod's own definitions (no code generation: the console runs
 * under a CSP without 'unsafe-eval'), for the kinds answers are made of: strings with regex checks, finite
 * numbers, booleans, literals, unions, optional and nullable values, arrays and objects. An object passes
 * only with no key beyond its shape (zod would strip one, so the answer would not come back unchanged).
 *
 * Why: zod checks a 10,000-row list in about 18 ms, most of it per-value bookkeeping; this check does the
 * same tests in a few. Anything it does not pass (a schema kind it does not know, an invalid answer) goes
 * through zod, which gives the error.
 */
export type PlainCheck = (value: unknown) => boolean

interface SchemaDefinition {
  readonly type: string
  readonly checks?: readonly { readonly _zod: { readonly def: CheckDefinition } }[]
  readonly coerce?: boolean
  /** Set on a format schema (`z.email()`, `z.int()`…), whose own test this check does not know. */
  readonly format?: string
  readonly values?: readonly unknown[]
  readonly entries?: Readonly<Record<string, string | number>>
  readonly options?: readonly z.core.$ZodType[]
  readonly innerType?: z.core.$ZodType
  readonly element?: z.core.$ZodType
  readonly shape?: Readonly<Record<string, z.core.$ZodType>>
  readonly catchall?: z.core.$ZodType
}

interface CheckDefinition {
  readonly check: string
  readonly format?: string
  readonly pattern?: RegExp
  readonly value?: unknown
  readonly inclusive?: boolean
  readonly when?: unknown
}

function definitionOf(schema: z.core.$ZodType): SchemaDefinition {
  return schema._zod.def as unknown as SchemaDefinition
}

/** The schema's checks as one test, given a test of each kind it knows; undefined if one is of another kind. */
function checksTestOf<Value>(
  definition: SchemaDefinition,
  testOf: (check: CheckDefinition) => ((value: Value) => boolean) | undefined,
): ((value: Value) => boolean) | undefined {
  const tests: ((value: Value) => boolean)[] = []
  for (const check of definition.checks ?? []) {
    const test = check._zod.def.when === undefined ? testOf(check._zod.def) : undefined
    if (!test) return undefined
    tests.push(test)
  }
  const [only, ...more] = tests
  if (only === undefined) return () => true
  return more.length === 0 ? only : (value) => tests.every((test) => test(value))
}

function regexTestOf({ check, format, pattern }: CheckDefinition): ((value: string) => boolean) | undefined {
  if (check !== 'string_format' || format !== 'regex' || !(pattern instanceof RegExp)) return undefined
  // A global or sticky pattern starts where its last match ended; zod starts every test from the start.
  if (!pattern.global && !pattern.sticky) return (value) => pattern.test(value)
  return (value) => {
    pattern.lastIndex = 0
    return pattern.test(value)
  }
}

function boundTestOf({ check, value: bound, inclusive }: CheckDefinition): ((value: number) => boolean) | undefined {
  if (typeof bound !== 'number') return undefined
  if (check === 'greater_than') return inclusive ? (value) => value >= bound : (value) => value > bound
  if (check === 'less_than') return inclusive ? (value) => value <= bound : (value) => value < bound
  return undefined
}

/** z.number() and z.int(): the other number formats are left to zod. */
function numberTestOf(format: string | undefined): ((value: number) => boolean) | undefined {
  if (format === undefined) return Number.isFinite
  if (format === 'safeint') return Number.isSafeInteger
  return undefined
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function objectCheckOf(definition: SchemaDefinition): PlainCheck | undefined {
  if (definition.catchall !== undefined) return undefined
  const keys: string[] = []
  const checks: PlainCheck[] = []
  const optional: boolean[] = []
  for (const [key, field] of Object.entries(definition.shape ?? {})) {
    const check = compile(field)
    if (!check) return undefined
    keys.push(key)
    checks.push(check)
    optional.push(definitionOf(field).type === 'optional')
  }
  const count = keys.length
  return (value) => {
    if (!isPlainObject(value)) return false
    let present = 0
    for (let index = 0; index < count; index += 1) {
      const key = keys[index] as string
      const field = value[key]
      if (field === undefined && !Object.hasOwn(value, key)) {
        if (optional[index]) continue
        return false
      }
      if (!(checks[index] as PlainCheck)(field)) return false
      present += 1
    }
    // Every own key is one of the shape's: another (zod would strip it, so the answer would not come back as it
    // is) or an inherited value makes the counts differ.
    return Object.keys(value).length === present
  }
}

/** The values of a union made only of plain literals (one set to look in, instead of one per option). */
function literalsOf(options: readonly z.core.$ZodType[]): Set<unknown> | undefined {
  const values = new Set<unknown>()
  for (const option of options) {
    const definition = definitionOf(option)
    if (definition.type !== 'literal' || definition.checks?.length) return undefined
    for (const value of definition.values ?? []) values.add(value)
  }
  return values.size > 0 ? values : undefined
}

function compile(schema: z.core.$ZodType): PlainCheck | undefined {
  const definition = definitionOf(schema)
  if (definition.coerce) return undefined
  if (definition.type === 'number') {
    const kind = numberTestOf(definition.format)
    const bounds = checksTestOf(definition, boundTestOf)
    return kind && bounds && ((value) => typeof value === 'number' && kind(value) && bounds(value))
  }
  // Checks (refinements) and formats are known on numbers above and on plain strings' regex tests only.
  if (definition.format !== undefined || (definition.type !== 'string' && definition.checks?.length)) return undefined
  switch (definition.type) {
    case 'string': {
      const test = checksTestOf(definition, regexTestOf)
      return test && ((value) => typeof value === 'string' && test(value))
    }
    case 'boolean':
      return (value) => typeof value === 'boolean'
    case 'literal': {
      const values = new Set(definition.values ?? [])
      return (value) => values.has(value)
    }
    case 'enum': {
      const values = new Set(z.core.util.getEnumValues(definition.entries ?? {}))
      return (value) => values.has(value as string | number)
    }
    case 'optional':
    case 'nullable': {
      const inner = definition.innerType && compile(definition.innerType)
      const empty = definition.type === 'optional' ? undefined : null
      return inner && ((value) => value === empty || inner(value))
    }
    case 'union': {
      const literals = literalsOf(definition.options ?? [])
      if (literals) return (value) => literals.has(value)
      const options = (definition.options ?? []).map(compile)
      if (options.length === 0 || options.some((option) => option === undefined)) return undefined
      const checks = options as PlainCheck[]
      return (value) => checks.some((check) => check(value))
    }
    case 'array': {
      const element = definition.element && compile(definition.element)
      return element && ((value) => Array.isArray(value) && value.every(element))
    }
    case 'object':
      return objectCheckOf(definition)
    default:
      return undefined
  }
}

const compiled = new WeakMap<z.core.$ZodType, PlainCheck | null>()

/** The schema's plain check, built on first use; null when the schema has a kind it does not know. */
export function plainCheckOf(schema: z.core.$ZodType): PlainCheck | null {
  let check = compiled.get(schema)
  if (check === undefined) {
    check = compile(schema) ?? null
    compiled.set(schema, check)
  }
  return check
}
