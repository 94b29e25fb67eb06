import { expect, userEvent, waitFor, type within } from 'storybook/test'
import { designSystemStrings } from '@/design-system/provider'
import { storyLocale, storyMessages } from '@/test/story-messages'
import { collectionSearchCatalogue } from '../messages'
import { captchaAnswerFromImageSrc } from './captcha-answer'

type Canvas = ReturnType<typeof within>

/** The names the steps find the search form's controls by, in the story's language. */
export interface SearchFormNames {
  captchaImage: string
  captchaRefresh: string
  targetChain: string
  parameter: string
  captcha: string
  query: string
  reset: string
  /** The '查询失败' banner's title. */
  searchFailed: string
}

/** The feature's catalogue in the story's locale, the design system's own strings and the form's names. */
export async function searchStoryTexts(globals: Record<string, unknown>) {
  const messages = await storyMessages(globals, collectionSearchCatalogue)
  const ds = designSystemStrings[storyLocale(globals)]
  const t = messages.collectionSearch
  const names: SearchFormNames = {
    captchaImage: ds.captchaAlt,
    captchaRefresh: ds.captchaRefresh,
    targetChain: t.targetChain,
    parameter: t.parameter,
    captcha: t.captcha,
    query: t.query,
    reset: t.reset,
    searchFailed: messages.messages.searchFailed,
  }
  return { messages, t, ds, names }
}

/** The answer of the captcha the page shows now (read from the mock's image), once it has loaded. */
export async function currentCaptchaAnswer(canvas: Canvas, names: SearchFormNames): Promise<string> {
  let answer = ''
  await waitFor(() => {
    const image = canvas.getByRole('img', { name: names.captchaImage })
    answer = captchaAnswerFromImageSrc(image.getAttribute('src') ?? '')
    expect(answer).toMatch(/^\w{6}$/)
  })
  return answer
}

/** Picks a chain by its name in the target chain select. */
export async function chooseChain(canvas: Canvas, names: SearchFormNames, chainType: string): Promise<void> {
  await waitFor(() => expect(canvas.getByRole('combobox', { name: names.targetChain })).toBeEnabled())
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: names.targetChain }), chainType)
}

/** Types the current captcha's answer (replacing whatever is in the field). */
export async function typeCaptcha(canvas: Canvas, names: SearchFormNames, answer?: string): Promise<void> {
  const code = answer ?? (await currentCaptchaAnswer(canvas, names))
  const input = canvas.getByRole('textbox', { name: names.captcha })
  await userEvent.clear(input)
  await userEvent.type(input, code)
}

/** Fills the whole form and presses 查询. */
export async function searchFor(
  canvas: Canvas,
  names: SearchFormNames,
  chainType: string,
  parameter: string,
  answer?: string,
): Promise<void> {
  await chooseChain(canvas, names, chainType)
  await userEvent.type(canvas.getByRole('textbox', { name: names.parameter }), parameter)
  await typeCaptcha(canvas, names, answer)
  await userEvent.click(canvas.getByRole('button', { name: names.query }))
}

/** The '查询失败' banner at the top of the search page (form fields keep their own, empty, alert regions). */
export async function failureBanner(canvas: Canvas, names: SearchFormNames): Promise<HTMLElement> {
  const title = await canvas.findByText(names.searchFailed)
  const banner: unknown = title.closest('[role="alert"]')
  if (!(banner instanceof HTMLElement)) throw new Error(`${names.searchFailed} is not inside an alert`)
  return banner
}
