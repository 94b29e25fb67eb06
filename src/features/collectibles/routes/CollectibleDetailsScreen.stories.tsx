import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { resetStore, scenarios } from '@mocks/handlers'
import { ActiveState, BusinessType } from '@/api/primitives'
import { signInAs } from '@/test/story-session'
import { StoryRouter } from '@/test/StoryRouter'
import { detailsHref, screenOf } from '../screens'
import { collectiblesOf, richestHolding } from '@/test/collectible-fixtures'
import { CollectibleDetailsScreen } from './CollectibleDetailsScreen'
import { expectEnglishScreen } from '@/test/story-messages'
import { storyText } from '@/test/story-text'
import { collectiblesCatalogue } from '../messages'

/** Data, not UI text: the server's own message, shown as it sent it. */
const SERVER_ERROR = '服务器内部错误'

const slow = { timeout: 15_000 }

type Pick = 'richest' | 'frozen' | 'unknown' | 'bad-link'

/** The details page of a holding picked when the story renders (the store is reset before each story). */
function hrefOf(pick: Pick, businessType: BusinessType, side: 'platform' | 'operator'): string {
  const screen = screenOf(businessType, side)
  if (pick === 'bad-link') return `${screen.detailsPath}?nft_id=abc`
  if (pick === 'unknown') return detailsHref(screen, { nft_id: '1', owner: 'nobody' })
  if (pick === 'frozen') {
    const frozen = collectiblesOf(side, businessType).find((row) => row.state === ActiveState.Frozen)
    if (!frozen) throw new Error('no frozen collectible in the fixtures')
    return detailsHref(screen, frozen)
  }
  return detailsHref(screen, richestHolding(side, businessType).holding)
}

const meta = {
  title:
    'Pages/Collectibles/单一藏品详情 用户单一藏品详情 多份藏品详情 用户多份藏品详情 ∕details-721 ∕details-user721 ∕details-1155 ∕details-user1155',
  id: 'pages-collectibles-collectibledetails',
  component: CollectibleDetailsScreen,
  args: { businessType: BusinessType.SingleCopy, side: 'platform' },
  parameters: { pick: 'richest' satisfies Pick },
  beforeEach: ({ args }) => {
    resetStore()
    signInAs(args.side)
  },
  render: (args, { parameters }) => (
    <StoryRouter path={hrefOf(parameters.pick as Pick, args.businessType, args.side)}>
      <main>
        <CollectibleDetailsScreen {...args} />
      </main>
    </StoryRouter>
  ),
} satisfies Meta<typeof CollectibleDetailsScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The fields of spec §3 by their Chinese labels (or keys where a wording has several entries), in the story's locale. */
const fieldLabels = [
  'collectibles.nftId',
  '链账户地址',
  '藏品类型',
  '发行数量',
  'collectibles.state',
  '授权账户',
  '目标链类型',
  '创建时间',
  '创建交易',
  '资源标识符',
  '藏品描述',
]

/** Every field of spec §3, the frozen state and approval, approvals and provenance; a tx hash opens the deal page. */
export const Platform721: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const { holding, history } = richestHolding('platform', BusinessType.SingleCopy)
    await expect(await canvas.findByText(holding.nft_uri, {}, slow)).toBeVisible()
    const details = canvas.getByRole('region', { name: t('藏品详情') })
    for (const label of fieldLabels) await expect(within(details).getByText(t(label))).toBeVisible()
    await expect(within(details).getByText(holding.nft_memo)).toBeVisible()
    await expect(canvas.getByRole('link', { name: t('返回列表') })).toHaveAttribute('href', '/digital-collection-721')

    const provenance = canvas.getByRole('table', { name: t('流转记录') })
    await waitFor(
      () => expect(within(provenance).getAllByRole('row')).toHaveLength(Math.min(10, history.length) + 1),
      slow,
    )
    await expect(within(provenance).getAllByText(t('创建')).length).toBeGreaterThan(0)
    const first = within(provenance).getAllByRole('link')[0]
    if (!first) throw new Error('no tx hash link')
    await expect(first.getAttribute('href')).toMatch(/^\/collection-search-deal\?history_id=\d+&business_type=1$/)
    await expect(canvas.getByRole('table', { name: t('授权记录') })).toBeVisible()
    await userEvent.click(first)
    await expect(await canvas.findByText('navigated to /collection-search-deal')).toBeInTheDocument()
  },
}

/** Multi-copy: copies held, and every holder, each to its own holding's details. */
export const Platform1155: Story = {
  args: { businessType: BusinessType.MultiCopy },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const { holding, holders } = richestHolding('platform', BusinessType.MultiCopy)
    await expect(await canvas.findByText(holding.nft_uri, {}, slow)).toBeVisible()
    await expect(canvas.getByText(t('collectibles.amount'), { selector: 'dt, dt *' })).toBeVisible()
    const table = canvas.getByRole('table', { name: t('持有人') })
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(Math.min(10, holders.length) + 1), slow)
    for (const holder of holders.slice(0, 10))
      await expect(within(table).getByRole('link', { name: new RegExp(holder.owner) })).toHaveAttribute(
        'href',
        `/details-1155?nft_id=${holder.nft_id}&owner=${holder.owner}`,
      )
  },
}

/** The operator's view of a user's collectible: the minting platform is shown. */
export const Operator721: Story = {
  args: { side: 'operator' },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const { holding } = richestHolding('operator', BusinessType.SingleCopy)
    await expect(await canvas.findByText(holding.nft_uri, {}, slow)).toBeVisible()
    await expect(canvas.getByText(t('平台方账户'))).toBeVisible()
    await expect(canvas.getByRole('link', { name: t('返回列表') })).toHaveAttribute('href', '/user-collection-721')
  },
}

export const Operator1155: Story = {
  args: { side: 'operator', businessType: BusinessType.MultiCopy },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    await expect(await canvas.findByRole('table', { name: t('持有人') }, slow)).toBeVisible()
    await expect(canvas.getByRole('link', { name: t('返回列表') })).toHaveAttribute('href', '/user-collection-1155')
  },
}

/** A frozen collectible says so at a glance. */
export const Frozen: Story = {
  parameters: { pick: 'frozen' },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const details = await canvas.findByRole('region', { name: t('藏品详情') })
    await expect(await within(details).findByText(t('已冻结'), {}, slow)).toBeVisible()
  },
}

export const NotFound: Story = {
  parameters: { pick: 'unknown' },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    await expect(await canvas.findByText(t('collectibles.notFound'), {}, slow)).toBeVisible()
    await expect(canvas.getByRole('link', { name: t('返回列表') })).toBeVisible()
  },
}

/** A malformed link asks nothing of the server. */
export const BadLink: Story = {
  parameters: { pick: 'bad-link' },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    await expect(await canvas.findByText(t('链接参数不完整或有误'))).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: { nft721: scenarios.pending('nft721') } } },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    await expect(await canvas.findByRole('heading', { name: t('藏品详情') })).toBeVisible()
    await expect(canvas.getByRole('status')).toBeInTheDocument()
  },
}

export const ServerError: Story = {
  parameters: { msw: { handlers: { nft721: scenarios.error('nft721', SERVER_ERROR) } } },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    await expect(await canvas.findByText(t('加载失败'), {}, slow)).toBeVisible()
    await expect(canvas.getByText(SERVER_ERROR)).toBeVisible()
  },
}

/** The screen in English: its own words (headings, buttons, columns, labels) follow the locale. */
export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => expectEnglishScreen(canvasElement),
}
