import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form'
import type * as z from 'zod/mini'

/**
 * react-hook-form's check of a form whose fields are all top-level, by a zod schema: each field shows the
 * first message about it. The visitor page's one form uses it instead of @hookform/resolvers, which carries
 * zod 3 and nested-path support that page would download for nothing (1 KiB gzip). Nested or array fields
 * and whole-form checks need @hookform/resolvers' zodResolver.
 */
export function flatFormResolver<Values extends FieldValues>(schema: z.ZodMiniType<Values>): Resolver<Values> {
  return (values) => {
    const result = schema.safeParse(values)
    if (result.success) return { values: result.data, errors: {} }
    const errors: Record<string, FieldError> = {}
    for (const issue of result.error.issues) {
      const name = String(issue.path[0] ?? '')
      errors[name] ??= { type: issue.code, message: issue.message }
    }
    return { values: {}, errors: errors as FieldErrors<Values> }
  }
}
