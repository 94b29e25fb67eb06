import * as z from 'zod/mini'
import { LOGIN_PASSWORD_PATTERN, MAINLAND_MOBILE_PATTERN, required } from './forms'
import { zhCNValidationMessages, type ValidationMessages } from './messages'
import { createChosenNameField, USER_NAME_MAX_LENGTH } from './names'

// The register form (spec §5) in a module of its own: its name rules (names.ts) stay off the pages that only
// log in or search.

/** The longest account name (user name) the server stores. */
export const ACCOUNT_NAME_MAX_LENGTH = USER_NAME_MAX_LENGTH

export function createRegisterForm(messages: ValidationMessages = zhCNValidationMessages) {
  return z.object({
    name: createChosenNameField({ messages, tooLong: messages.accountNameTooLong }),
    password: z
      .string({ error: messages.loginPasswordRequired })
      .check(
        z.minLength(1, { error: messages.loginPasswordRequired, abort: true }),
        z.regex(LOGIN_PASSWORD_PATTERN, messages.passwordRule),
      ),
    phone: required(messages.phoneRequired).check(z.regex(MAINLAND_MOBILE_PATTERN, messages.phoneFormat)),
  })
}
export const registerForm = createRegisterForm()
export type RegisterForm = z.infer<typeof registerForm>
