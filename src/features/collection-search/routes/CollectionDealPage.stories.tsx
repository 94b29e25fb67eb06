import type { Meta, StoryObj } from '@storybook/react-vite'
import { stubClipboard } from '@/test/stub-clipboard'
import { expect, fn, userEvent, within } from 'storybook/test'
import { http, HttpResponse } from 'msw'
import { getStore, handlerGroups, resetStore, scenarios } from '@mocks/handlers'
import { CollectionSearchStory } from '../testing/CollectionSearchStory'
import { searchStoryTexts } from '../testing/story-steps'
import { dealHref } from '../search-params'
import CollectionDealPage from './CollectionDealPage'
import { storyText } from '@/test/story-text'
import { collectionSearchCatalogue } from '../messages'

/** Data, not UI text: the server's own message, shown as it sent it. */
const SERVER_ERROR = '服务器内部错误'

/** The first transfer of the fixtures (seeded, so stable). */
function firstTransfer() {
  const record = getStore().transfers.find((candidate) => candidate.action_name === 'transfer')
  if (!record) throw new Error('fixtures have no transfer')
  return record
}

function DealOf({ historyId }: { historyId?: string }) {
  const record = firstTransfer()
  return (
    <CollectionSearchStory
      path={dealHref({ history_id: historyId ?? record.history_id, business_type: record.business_type })}
    />
  )
}

const writeText = fn(async (_text: string) => {})

const meta = {
  title: 'Pages/CollectionSearch/交易详情 ∕collection-search-deal',
  id: 'pages-collectionsearch-collectiondealpage',
  component: CollectionDealPage,
  beforeEach: () => resetStore(),
  render: () => <DealOf />,
} satisfies Meta<typeof CollectionDealPage>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Hash, block and time; the operation with its data as JSON; each hash has its own copy button named after
 * it; copying the raw data says 复制成功.
 */
export const LoadedWithCopy: Story = {
  beforeEach: () => {
    // The test browser grants no clipboard: a stub records what the page copies.
    writeText.mockClear()
    return stubClipboard(writeText)
  },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, collectionSearchCatalogue)
    const record = firstTransfer()
    await expect(await canvas.findByRole('heading', { name: t('交易详情') })).toBeVisible()
    await expect(await canvas.findByText(record.block_number)).toBeVisible()
    await expect(canvas.getAllByText(record.tx_hash)[0]).toBeVisible()
    await expect(canvas.getAllByText(record.block_hash)[0]).toBeVisible()
    for (const label of [t('交易哈希'), t('区块高度'), t('区块哈希')])
      await expect(canvas.getByText(label)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: t('复制地址') })).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: t('复制交易哈希') }))
    await expect(writeText).toHaveBeenLastCalledWith(record.tx_hash)
    await userEvent.click(canvas.getByRole('button', { name: t('复制区块哈希') }))
    await expect(writeText).toHaveBeenLastCalledWith(record.block_hash)

    const table = canvas.getByRole('table', { name: t('操作记录') })
    for (const header of [t('交易时间'), t('类型'), t('发送方'), t('合约账户'), t('数据')])
      await expect(within(table).getByRole('columnheader', { name: header })).toBeVisible()
    await expect(within(table).getByText(t('转移'))).toBeVisible()
    await expect(within(table).getAllByText(`"${record.sender}"`)[0]).toBeVisible()

    await userEvent.click(within(table).getByRole('button', { name: t('复制原始数据') }))
    await expect(await within(table).findByText(t('复制成功'))).toBeVisible()
    await expect(writeText).toHaveBeenCalledWith(record.actions[0]?.raw_data)
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: { nft: scenarios.pending('nft') } } },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, collectionSearchCatalogue)
    await expect(await canvas.findByRole('heading', { name: t('交易详情') })).toBeVisible()
    await expect(canvas.getByRole('status')).toBeInTheDocument()
  },
}

/** An unknown history id: not found, and a way back to the search. */
export const NotFound: Story = {
  render: () => <DealOf historyId="999999999" />,
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, collectionSearchCatalogue)
    await expect(await canvas.findByText(t('未找到该交易'))).toBeVisible()
    await expect(canvas.getByRole('link', { name: t('返回查询') })).toBeVisible()
  },
}

export const ServerError: Story = {
  parameters: { msw: { handlers: { nft: scenarios.error('nft', SERVER_ERROR) } } },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, collectionSearchCatalogue)
    await expect(await canvas.findByText(t('加载失败'))).toBeVisible()
    await expect(canvas.getByText(SERVER_ERROR)).toBeVisible()
  },
}

/** The chain's state relative to the first transfer's block, read when asked (the store is reset per story). */
function chainStatusAround(headAfter: number, libBefore: number) {
  return [
    http.get('*/api/v1/chain/status', () => {
      const block = Number(firstTransfer().block_number)
      return HttpResponse.json({
        error_code: 0,
        message: 'success',
        data: { head_block_num: block + headAfter, last_irreversible_block_num: block - libBefore },
      })
    }),
    ...handlerGroups.system,
  ]
}

/** The deal's block is at or below the chain's last irreversible block: 不可逆. */
export const Irreversible: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, collectionSearchCatalogue)
    await expect(await canvas.findByText(new RegExp(`^${t('不可逆')}`))).toBeVisible()
  },
}

/** A fork could still undo the deal: how many blocks remain, and the last irreversible block. */
export const StillReversible: Story = {
  parameters: { msw: { handlers: { system: chainStatusAround(1, 3) } } },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, collectionSearchCatalogue)
    const block = Number(firstTransfer().block_number)
    const state = await canvas.findByText(t.re('可逆，还需 3 个区块确认'))
    await expect(state).toBeVisible()
    await expect(state).toHaveTextContent(t('（最新不可逆区块 {block}）', { block: block - 3 }))
  },
}

/** The chain's state cannot be read: said so, the rest of the deal still shows. */
export const ChainStatusUnavailable: Story = {
  parameters: {
    msw: {
      handlers: {
        system: [
          http.get('*/api/v1/chain/status', () =>
            HttpResponse.json({ error_code: 500, data: null, message: 'the chain does not answer' }),
          ),
          ...handlerGroups.system,
        ],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, collectionSearchCatalogue)
    await expect(await canvas.findByText(t('链状态获取失败'))).toBeVisible()
    await expect(canvas.getByRole('table', { name: t('操作记录') })).toBeVisible()
  },
}

/** An empty link (no deal named): said so, nothing is asked of the server, and a way back to the search. */
export const EmptyLink: Story = {
  render: () => <CollectionSearchStory path="/collection-search-deal" />,
  play: async ({ canvas, globals }) => {
    const { t } = await searchStoryTexts(globals)
    await expect(await canvas.findByText(t.badLink)).toBeVisible()
    await expect(canvas.queryByRole('table', { name: t.operations })).toBeNull()
  },
}

/** A big JSON action (100 keys, a 600-character memo): the data scrolls in its own box, the page does not widen. */
export const BigJsonAction: Story = {
  beforeEach: () => {
    const record = firstTransfer()
    const data: Record<string, string> = { memo: '长备注'.repeat(200) }
    for (let key = 0; key < 100; key += 1) data[`field_${key}`] = `value ${key} ${'x'.repeat(40)}`
    const action = record.actions[0]
    if (action) action.raw_data = JSON.stringify(data)
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const { t } = await searchStoryTexts(globals)
    const table = await canvas.findByRole('table', { name: t.operations })
    await expect(await within(table).findByText(/field_99/)).toBeInTheDocument()
    const page = canvasElement.ownerDocument.documentElement
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth)
  },
}

/** The deal page in English. */
export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas, globals }) => {
    const { t } = await searchStoryTexts(globals)
    await expect(await canvas.findByRole('heading', { name: t.deal })).toBeVisible()
    await expect(await canvas.findByRole('table', { name: t.operations })).toBeVisible()
    await expect(canvas.getByRole('columnheader', { name: t.sender })).toBeVisible()
  },
}
