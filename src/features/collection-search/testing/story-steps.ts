import { expect, userEvent, waitFor, type within } from 'storybook/test'
import { captchaAnswerFromImageSrc } from './captcha-answer'

type Canvas = ReturnType<typeof within>

/** The names the steps find the search form's controls by, in the UI's language. */
export interface SearchFormNames {
  captchaImage: string
  targetChain: string
  parameter: string
  captcha: string
  query: string
}

const chineseNames: SearchFormNames = {
  captchaImage: '验证码',
  targetChain: '目标链',
  parameter: '藏品编号/链账户地址',
  captcha: '验证码',
  query: '查询',
}

export const englishNames: SearchFormNames = {
  captchaImage: 'Captcha',
  targetChain: 'Target chain',
  parameter: 'Collectible number / chain account address',
  captcha: 'Verification code',
  query: 'Query',
}

/** The answer of the captcha the page shows now (read from the mock's image), once it has loaded. */
export async function currentCaptchaAnswer(canvas: Canvas, names = chineseNames): Promise<string> {
  let answer = ''
  await waitFor(() => {
    const image = canvas.getByRole('img', { name: names.captchaImage })
    answer = captchaAnswerFromImageSrc(image.getAttribute('src') ?? '')
    expect(answer).toMatch(/^\w{6}$/)
  })
  return answer
}

/** Picks a chain by its name in the target chain select. */
export async function chooseChain(canvas: Canvas, chainType: string, names = chineseNames): Promise<void> {
  await waitFor(() => expect(canvas.getByRole('combobox', { name: names.targetChain })).toBeEnabled())
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: names.targetChain }), chainType)
}

/** Types the current captcha's answer (replacing whatever is in the field). */
export async function typeCaptcha(canvas: Canvas, answer?: string, names = chineseNames): Promise<void> {
  const code = answer ?? (await currentCaptchaAnswer(canvas, names))
  const input = canvas.getByRole('textbox', { name: names.captcha })
  await userEvent.clear(input)
  await userEvent.type(input, code)
}

/** Fills the whole form and presses 查询. */
export async function searchFor(
  canvas: Canvas,
  chainType: string,
  parameter: string,
  answer?: string,
  names = chineseNames,
): Promise<void> {
  await chooseChain(canvas, chainType, names)
  await userEvent.type(canvas.getByRole('textbox', { name: names.parameter }), parameter)
  await typeCaptcha(canvas, answer, names)
  await userEvent.click(canvas.getByRole('button', { name: names.query }))
}

/** The '查询失败' banner at the top of the search page (form fields keep their own, empty, alert regions). */
export async function failureBanner(canvas: Canvas): Promise<HTMLElement> {
  const title = await canvas.findByText('查询失败')
  const banner: unknown = title.closest('[role="alert"]')
  if (!(banner instanceof HTMLElement)) throw new Error('查询失败 is not inside an alert')
  return banner
}
