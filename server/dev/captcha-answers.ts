import { appendFileSync } from 'node:fs'

/**
 * Tests only: `CAPTCHA_ANSWERS_FILE` learns each captcha's answer (a line `<captcha id> <answer>`), for end-to-end
 * tests of `npm start` and of several `npm run server` instances. Refused outside development, so no deployment
 * can turn it on.
 */
export function captchaAnswersHook(
  env: NodeJS.ProcessEnv = process.env,
): ((captchaId: string, code: string) => void) | undefined {
  const file = env.CAPTCHA_ANSWERS_FILE
  if (!file) return undefined
  if (env.NODE_ENV !== 'development')
    throw new Error('CAPTCHA_ANSWERS_FILE is for end-to-end tests (NODE_ENV=development) only')
  console.log('start: captcha answers are written to CAPTCHA_ANSWERS_FILE (end-to-end tests only)')
  return (captchaId, code) => appendFileSync(file, `${captchaId} ${code}\n`)
}
