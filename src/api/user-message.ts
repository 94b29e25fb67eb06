/** `field.path: ` at the start of a validation answer (the server's and the mocks' `issueText`). */
const FIELD_PREFIX = /^[A-Za-z_][\w.[\]-]*:\s*/
/** Text written for people (the server's own messages are Chinese); zod's defaults are English. */
const WRITTEN_FOR_USERS = /[\u3400-\u9fff]/

/**
 * What a user may read of a server message: a validation answer loses its field name, and one that only
 * zod's default wording would explain (`to: Invalid input`) becomes `fallback`, so no raw field name or
 * schema text reaches a toast. Other messages are the server's own words (spec §8) and pass unchanged.
 */
export function userFacingMessage(message: string, fallback: string): string {
  const prefix = FIELD_PREFIX.exec(message)
  if (!prefix) return message
  const rest = message.slice(prefix[0].length)
  return WRITTEN_FOR_USERS.test(rest) ? rest : fallback
}
