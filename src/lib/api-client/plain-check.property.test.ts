import fc from 'fast-check'
import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { endpointList } from '@/api/endpoints'
import { plainCheckOf } from './plain-check'

interface Definition {
  type: string
  checks?: { _zod: { def: { pattern?: RegExp } } }[]
  values?: unknown[]
  entries?: Record<string, string | number>
  options?: z.core.$ZodType[]
  innerType?: z.core.$ZodType
  element?: z.core.$ZodType
  shape?: Record<string, z.core.$ZodType>
}

/** Values that break a field: wrong kinds, out-of-pattern strings, the shapes validators mishandle. */
const hostile = fc.oneof(
  fc.constantFrom(null, undefined, true, 0, -1, 1.5, '', ' ', 'ABC', '1e3', '-1', [], {}),
  fc.string({ maxLength: 8 }),
  fc.integer(),
)

/** Mostly valid values of a schema the plain check knows; one in ten nodes is replaced by a hostile value. */
function nearlyValid(schema: z.core.$ZodType): fc.Arbitrary<unknown> {
  const definition = schema._zod.def as unknown as Definition
  const valid = ((): fc.Arbitrary<unknown> => {
    switch (definition.type) {
      case 'string': {
        const patterns = (definition.checks ?? []).flatMap((check) => check._zod.def.pattern ?? [])
        const [first] = patterns
        // Generated from the pattern without its flags (stringMatching refuses some); the filter keeps the truth.
        const text = first === undefined ? fc.string({ maxLength: 12 }) : fc.stringMatching(new RegExp(first.source))
        return text.filter((value) => patterns.every((pattern) => pattern.test(value)))
      }
      case 'number':
        return fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }))
      case 'boolean':
        return fc.boolean()
      case 'literal':
        return fc.constantFrom(...(definition.values ?? []))
      case 'enum':
        return fc.constantFrom(...z.core.util.getEnumValues(definition.entries ?? {}))
      case 'optional':
        return fc.option(nearlyValid(definition.innerType as z.core.$ZodType), { nil: undefined })
      case 'nullable':
        return fc.option(nearlyValid(definition.innerType as z.core.$ZodType), { nil: null })
      case 'union':
        return fc.oneof(...(definition.options ?? []).map(nearlyValid))
      case 'array':
        return fc.array(nearlyValid(definition.element as z.core.$ZodType), { maxLength: 3 })
      case 'object': {
        const shape = definition.shape ?? {}
        const required = Object.keys(shape).filter(
          (key) => (shape[key]?._zod.def as unknown as Definition).type !== 'optional',
        )
        return fc.record(Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, nearlyValid(field)])), {
          requiredKeys: required,
        })
      }
      default:
        throw new Error(`no arbitrary for ${definition.type}`)
    }
  })()
  return fc.oneof({ arbitrary: valid, weight: 9 }, { arbitrary: hostile, weight: 1 })
}

function withExtraKey(value: unknown): unknown {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value, extra_key: 'x' } : value
}

const checkedResponses = endpointList.flatMap((endpoint) => {
  const check = plainCheckOf(endpoint.response)
  return check ? [{ id: endpoint.id, schema: endpoint.response, check }] : []
})

describe('plain check of answers', () => {
  it('knows the schemas of most answers, the collectible lists among them', () => {
    const ids = checkedResponses.map((response) => response.id)
    expect(ids).toEqual(expect.arrayContaining(['getNft721List', 'getNft1155List', 'getTransferNft721']))
    expect(ids.length).toBeGreaterThan(endpointList.length / 2)
  })

  it.each(checkedResponses)('$id: passes exactly what zod accepts and returns unchanged', ({ schema, check }) => {
    fc.assert(
      fc.property(nearlyValid(schema), (answer) => {
        const parsed = schema.safeParse(answer)
        expect(check(answer)).toBe(parsed.success)
        if (parsed.success) expect(parsed.data).toEqual(answer)
        // A key zod would strip: the answer would not come back unchanged, so zod must see it.
        if (parsed.success && typeof answer === 'object' && answer !== null && !Array.isArray(answer))
          expect(check(withExtraKey(answer))).toBe(false)
      }),
      { numRuns: 150 },
    )
  })

  it('leaves kinds it does not know to zod', () => {
    expect(
      plainCheckOf(
        z.pipe(
          z.string(),
          z.transform((text) => text.length),
        ),
      ),
    ).toBeNull()
    expect(plainCheckOf(z.object({ at: z.iso.datetime() }))).toBeNull()
    expect(plainCheckOf(z.object({ count: z.int32() }))).toBeNull()
    expect(plainCheckOf(z.string().check(z.maxLength(3)))).toBeNull()
    expect(plainCheckOf(z.number().check(z.refine((value) => value > 0)))).toBeNull()
  })
})
