import * as z from 'zod/mini'
import { noInput } from './primitives'

export const getCodeRequest = noInput
/**
 * The captcha image as a PNG data URL (pixels only: no markup a program could read the code from), and the id
 * the search or login request sends back with the code.
 */
export const captcha = z.object({
  captcha_id: z.string().check(z.minLength(8)),
  image: z.string().check(z.startsWith('data:image/png;base64,')),
})
export const getCodeResponse = captcha
