import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { flatFormResolver } from './flat-form-resolver'

const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'name missing'), z.maxLength(3, 'name too long')),
  code: z.string().check(z.minLength(1, 'code missing')),
})
const options = { fields: {}, shouldUseNativeValidation: false } as const

describe('the flat form check', () => {
  it('answers the normalised values when the form is valid', async () => {
    expect(await flatFormResolver(schema)({ name: ' ab ', code: 'x' }, undefined, options)).toEqual({
      values: { name: 'ab', code: 'x' },
      errors: {},
    })
  })

  it('answers each invalid field with its first message, and no values', async () => {
    const result = await flatFormResolver(schema)({ name: '', code: '' }, undefined, options)
    expect(result.values).toEqual({})
    expect(result.errors).toEqual({
      name: { type: 'too_small', message: 'name missing' },
      code: { type: 'too_small', message: 'code missing' },
    })
  })
})
