import { readFileSync } from 'node:fs'
import { expect, type Page } from '@playwright/test'
import { screen } from './waits'

/**
 * The captcha's answer, for the test: the image is pixels made for eyes, so `npm start` (development
 * only, CAPTCHA_ANSWERS_FILE) writes each captcha's id and answer, and the image shown is matched with the
 * server's answer that carried it. Call before the page is opened.
 */
export function watchCaptchas(page: Page, answersFile: string): { solve(): Promise<void> } {
  const idByImage = new Map<string, string>()
  page.on('response', async (response) => {
    // The visitor page's first captcha comes in its HTML (server/first-captcha.ts), the others from getCode.
    if (response.request().resourceType() === 'document' && response.ok()) {
      const drawn = /<img src="(data:image\/png;base64,[^"]+)"[^>]*\sdata-captcha-id="([^"]+)"/.exec(
        await response.text().catch(() => ''),
      )
      if (drawn?.[1] && drawn[2]) idByImage.set(drawn[1], drawn[2])
      return
    }
    if (!response.url().includes('/api/v1/system/getCode') || !response.ok()) return
    const body = (await response.json().catch(() => null)) as { data?: { captcha_id?: string; image?: string } } | null
    if (body?.data?.captcha_id && body.data.image) idByImage.set(body.data.image, body.data.captcha_id)
  })
  return {
    /** Fills the captcha field with the answer of the image shown. */
    async solve() {
      const image = page.getByRole('img', { name: '验证码' })
      await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/, screen)
      let answer = ''
      await expect
        .poll(async () => {
          // The console shows the PNG data URL the server sent as it is.
          const id = idByImage.get((await image.getAttribute('src')) ?? '')
          const line = id
            ? readFileSync(answersFile, 'utf8')
                .split('\n')
                .find((entry) => entry.startsWith(`${id} `))
            : undefined
          answer = line?.split(' ')[1] ?? ''
          return answer
        }, screen)
        .toMatch(/^\w{6}$/)
      await page.getByRole('textbox', { name: '验证码' }).fill(answer)
    },
  }
}
