import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { http, HttpResponse } from 'msw'
import { getStore, handlerGroups, resetStore, scenarios } from '@mocks/handlers'
import { CollectionSearchStory } from '../testing/CollectionSearchStory'
import {
  chooseChain,
  currentCaptchaAnswer,
  englishNames,
  failureBanner,
  searchFor,
  typeCaptcha,
} from '../testing/story-steps'
import TouristSearchPage from './TouristSearchPage'

const DEV_CHAIN = 'Antelope 开发链'

/** The holder with the most collectibles on the development chain (the fixtures are seeded: stable). */
function busiestOwner(): { owner: string; count: number } {
  const counts = new Map<string, number>()
  for (const nft of getStore().collectibles)
    if (nft.chain_info_id === '1') counts.set(nft.owner, (counts.get(nft.owner) ?? 0) + 1)
  const [owner, count] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['', 0]
  return { owner, count }
}

function firstSingleCopy() {
  const nft = getStore().collectibles.find(
    (candidate) => candidate.chain_info_id === '1' && candidate.business_type === 1,
  )
  if (!nft) throw new Error('fixtures have no single-copy collectible')
  return nft
}

const meta = {
  title: 'Pages/CollectionSearch/藏品查询 ∕collection-search',
  id: 'pages-collectionsearch-touristsearchpage',
  component: TouristSearchPage,
  beforeEach: () => resetStore(),
  render: () => <CollectionSearchStory path="/tourist" />,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TouristSearchPage>

export default meta
type Story = StoryObj<typeof meta>

/** Idle: the form with its captcha, no results yet; visitors get a way to log in. */
export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '藏品查询' })).toBeVisible()
    await currentCaptchaAnswer(canvas)
    await expect(canvas.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/login')
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

/** Logged in (/collection-search): the same page inside the console, without the login link. */
export const ConsoleArea: Story = {
  render: () => <CollectionSearchStory path="/collection-search" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '藏品查询' })).toBeVisible()
    await expect(canvas.queryByRole('link', { name: '登录' })).toBeNull()
  },
}

/** Query with nothing filled in: the three required messages (spec §5). */
export const ValidationMessages: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '查询' }))
    await expect(await canvas.findByText('请选择目标链')).toBeVisible()
    await expect(canvas.getByText('请输入藏品编号或链账户地址')).toBeVisible()
    await expect(canvas.getByText('请输入验证码')).toBeVisible()
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

/** Clicking the image fetches a new captcha. */
export const CaptchaRefresh: Story = {
  play: async ({ canvas }) => {
    const before = await currentCaptchaAnswer(canvas)
    await userEvent.click(canvas.getByRole('button', { name: '看不清？点击刷新验证码' }))
    await waitFor(async () => expect(await currentCaptchaAnswer(canvas)).not.toBe(before))
  },
}

/** A search by number: one row, linked to its details; the captcha is refreshed and the field emptied. */
export const Results: Story = {
  play: async ({ canvas }) => {
    const nft = firstSingleCopy()
    const answer = await currentCaptchaAnswer(canvas)
    await searchFor(canvas, DEV_CHAIN, nft.nft_id, answer)
    const table = await canvas.findByRole('table', { name: '查询结果' })
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2))
    for (const header of ['目标链类型', '链账户地址', '藏品编号', '藏品类型'])
      await expect(within(table).getByRole('columnheader', { name: header })).toBeVisible()
    await expect(within(table).getByText('单一藏品')).toBeVisible()
    await expect(within(table).getByText(nft.owner)).toBeVisible()
    await expect(within(table).getByRole('link', { name: nft.nft_id })).toHaveAttribute(
      'href',
      `/collection-search-details?erc_info_id=${nft.erc_info_id}&business_type=1&owner=${nft.owner}`,
    )
    await expect(canvas.getByText('共1条数据')).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: '验证码' })).toHaveValue('')
    await waitFor(async () => expect(await currentCaptchaAnswer(canvas)).not.toBe(answer))
    // The number opens the details page.
    await userEvent.click(within(table).getByRole('link', { name: nft.nft_id }))
    await expect(await canvas.findByRole('heading', { name: '藏品详情' })).toBeVisible()
  },
}

/** Many results: 10 a page; another page needs a new captcha answer first (it is single-use). */
export const PagingNeedsNewCaptcha: Story = {
  play: async ({ canvas }) => {
    const { owner, count } = busiestOwner()
    await expect(count).toBeGreaterThan(10)
    const firstAnswer = await currentCaptchaAnswer(canvas)
    await searchFor(canvas, DEV_CHAIN, owner, firstAnswer)
    await expect(await canvas.findByText(`共${count}条数据`)).toBeVisible()
    // The used captcha is replaced by a fresh one; answering the old one again would be refused.
    await waitFor(async () => expect(await currentCaptchaAnswer(canvas)).not.toBe(firstAnswer))
    const table = canvas.getByRole('table', { name: '查询结果' })
    await expect(within(table).getAllByRole('row')).toHaveLength(11)
    await expect(canvas.getByText('验证码仅可使用一次，翻页请先输入新的验证码')).toBeVisible()

    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }))
    await expect(await canvas.findByText('请输入验证码')).toBeVisible()
    await typeCaptcha(canvas)
    await userEvent.click(canvas.getByRole('button', { name: '查询' }))
    await waitFor(() => expect(canvas.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page'))
    await expect(within(table).getAllByRole('row')).toHaveLength(Math.min(10, count - 10) + 1)
  },
}

/** Reset empties the form and removes the results. */
export const ResetClears: Story = {
  play: async ({ canvas }) => {
    const nft = firstSingleCopy()
    await searchFor(canvas, DEV_CHAIN, nft.nft_id)
    await canvas.findByText('共1条数据')
    await userEvent.click(canvas.getByRole('button', { name: '重置' }))
    await waitFor(() => expect(canvas.queryByRole('table')).toBeNull())
    await expect(canvas.getByRole('textbox', { name: '藏品编号/链账户地址' })).toHaveValue('')
    await expect(canvas.getByRole('combobox', { name: '目标链' })).not.toHaveDisplayValue(DEV_CHAIN)
  },
}

/** Nothing found: an empty table and 共0条数据. */
export const EmptyResults: Story = {
  parameters: { msw: { handlers: { nft: scenarios.empty('nft') } } },
  play: async ({ canvas }) => {
    await searchFor(canvas, DEV_CHAIN, 'nobody')
    const table = await canvas.findByRole('table', { name: '查询结果' })
    await expect(await within(table).findByText('暂无数据')).toBeVisible()
    await expect(canvas.getByText('共0条数据')).toBeVisible()
  },
}

/** The search is on its way: the button and the table are busy. */
export const Loading: Story = {
  parameters: { msw: { handlers: { nft: scenarios.pending('nft') } } },
  play: async ({ canvas }) => {
    await searchFor(canvas, DEV_CHAIN, firstSingleCopy().nft_id)
    await waitFor(() => expect(canvas.getByRole('button', { name: '查询' })).toHaveAttribute('aria-busy', 'true'))
    await expect(canvas.getByRole('table', { name: '查询结果' })).toHaveAttribute('aria-busy', 'true')
  },
}

/** The server fails: '查询失败' and its message at the top (spec §5, §8). */
export const ServerError: Story = {
  parameters: { msw: { handlers: { nft: scenarios.error('nft', '服务器内部错误') } } },
  play: async ({ canvas }) => {
    await searchFor(canvas, DEV_CHAIN, firstSingleCopy().nft_id)
    const alert = await failureBanner(canvas)
    await expect(alert).toHaveTextContent('服务器内部错误')
  },
}

/**
 * A wrong captcha answer: no banner (spec §8: 'verification code error' is never shown as such), the captcha
 * field says so in the UI's language, and a fresh captcha to try again.
 */
export const WrongCaptcha: Story = {
  play: async ({ canvas }) => {
    const answer = await currentCaptchaAnswer(canvas)
    await searchFor(canvas, DEV_CHAIN, firstSingleCopy().nft_id, answer === 'ZZZZ' ? 'YYYY' : 'ZZZZ')
    await expect(await canvas.findByText('验证码错误，请重新输入')).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: '验证码' })).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.queryByRole('alert', { name: /查询失败/ })).toBeNull()
    await expect(canvas.queryByText('查询失败')).toBeNull()
    await expect(canvas.queryByText('verification code error')).toBeNull()
    await waitFor(async () => expect(await currentCaptchaAnswer(canvas)).not.toBe(answer))
    // The new captcha works.
    await typeCaptcha(canvas)
    await userEvent.click(canvas.getByRole('button', { name: '查询' }))
    await expect(await canvas.findByText('共1条数据')).toBeVisible()
    await expect(canvas.queryByText('验证码错误，请重新输入')).toBeNull()
  },
}

/** The same in English: the captcha field's message follows the UI's language. */
export const WrongCaptchaEnglish: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    const answer = await currentCaptchaAnswer(canvas, englishNames)
    const wrong = answer === 'ZZZZ' ? 'YYYY' : 'ZZZZ'
    await searchFor(canvas, DEV_CHAIN, firstSingleCopy().nft_id, wrong, englishNames)
    await expect(await canvas.findByText('Wrong verification code: enter the new one')).toBeVisible()
    await expect(canvas.queryByText('verification code error')).toBeNull()
    await waitFor(async () => expect(await currentCaptchaAnswer(canvas, englishNames)).not.toBe(answer))
  },
}

/** A shared link fills the form again (not the captcha); the search itself waits for the answer. */
export const FromSharedLink: Story = {
  render: () => <CollectionSearchStory path="/tourist?chain_info_id=1&parameter=1000000000003" />,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('combobox', { name: '目标链' })).toHaveDisplayValue(DEV_CHAIN))
    await expect(canvas.getByRole('textbox', { name: '藏品编号/链账户地址' })).toHaveValue('1000000000003')
    await expect(canvas.getByRole('textbox', { name: '验证码' })).toHaveValue('')
    await chooseChain(canvas, DEV_CHAIN)
    await typeCaptcha(canvas)
    await userEvent.click(canvas.getByRole('button', { name: '查询' }))
    await expect(await canvas.findByText('共1条数据')).toBeVisible()
  },
}

/** getCode fails: its error data is shown as the image (spec §7); a search waits for a real captcha. */
export const CaptchaUnavailable: Story = {
  parameters: {
    msw: {
      handlers: {
        system: [
          http.get('*/api/v1/system/getCode', () =>
            HttpResponse.json({
              error_code: 500,
              data: '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><text x="8" y="26">ERR</text></svg>',
              message: 'captcha service down',
            }),
          ),
          ...handlerGroups.system,
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: '验证码' }).getAttribute('src')).toContain(encodeURIComponent('ERR')),
    )
    await searchFor(canvas, DEV_CHAIN, firstSingleCopy().nft_id, 'ABCD')
    await expect(await canvas.findByText('验证码获取失败，请点击图片刷新')).toBeVisible()
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

/** A 360 px phone: the captcha at its own size fits beside its answer field, and a typed answer stays in view. */
export const PhoneWidth: Story = {
  render: () => (
    <div data-phone="" style={{ width: 360 }}>
      <CollectionSearchStory path="/tourist" />
    </div>
  ),
  play: async ({ canvasElement, canvas }) => {
    await currentCaptchaAnswer(canvas)
    const phone = canvasElement.querySelector('[data-phone]')?.getBoundingClientRect()
    const image = canvas.getByRole('button', { name: '看不清？点击刷新验证码' }).getBoundingClientRect()
    const field = canvas.getByRole('textbox', { name: /验证码/ })
    await expect(image.right).toBeLessThanOrEqual(phone?.right ?? 0)
    // The widest answer stays in view while typed.
    await userEvent.type(field, 'MWMWMW')
    await expect(field.scrollWidth).toBeLessThanOrEqual(field.clientWidth)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth)
  },
}
