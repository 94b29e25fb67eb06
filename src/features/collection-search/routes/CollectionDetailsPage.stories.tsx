import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { http, HttpResponse, sse } from 'msw'
import type { CollectibleMove } from '@/api/nft'
import { getStore, handlerGroups, resetStore, scenarios } from '@mocks/handlers'
import { CollectionSearchStory } from '../testing/CollectionSearchStory'
import { searchStoryTexts } from '../testing/story-steps'
import { detailsHref } from '../search-params'
import CollectionDetailsPage from './CollectionDetailsPage'
import { storyText } from '@/test/story-text'
import { collectionSearchCatalogue } from '../messages'

/** Data, not UI text: the server's own message, shown as it sent it. */
const SERVER_ERROR = '服务器内部错误'

/** A collectible with the longest provenance (more than one page when the fixtures allow it). */
function collectibleWithHistory() {
  const store = getStore()
  const counts = new Map<string, number>()
  for (const record of store.transfers) counts.set(record.nft_id, (counts.get(record.nft_id) ?? 0) + 1)
  const sorted = [...store.collectibles].sort((a, b) => (counts.get(b.nft_id) ?? 0) - (counts.get(a.nft_id) ?? 0))
  const nft = sorted[0]
  if (!nft) throw new Error('fixtures have no collectibles')
  return { nft, history: store.transfers.filter((record) => record.nft_id === nft.nft_id) }
}

/** Opens the details page of the collectible picked at render time (the store is reset before each story). */
function DetailsOf({ pick }: { pick: 'history' | 'unknown-owner' }) {
  const { nft } = collectibleWithHistory()
  const owner = pick === 'history' ? nft.owner : 'nobody.here'
  return (
    <CollectionSearchStory
      path={detailsHref({ erc_info_id: nft.erc_info_id, business_type: nft.business_type, owner })}
    />
  )
}

/** The live stream, sending one move (made when the page connects, from the story's fresh store). */
function collectibleWatchHandlerFor(move: () => CollectibleMove) {
  return sse<{ move: string }>('*/api/v1/nft/watch', ({ client }) => {
    const next = move()
    client.send({ event: 'move', id: next.history_id, data: JSON.stringify(next) })
  })
}

const meta = {
  title: 'Pages/CollectionSearch/藏品详情 ∕collection-search-details',
  id: 'pages-collectionsearch-collectiondetailspage',
  component: CollectionDetailsPage,
  beforeEach: () => resetStore(),
  render: () => <DetailsOf pick="history" />,
} satisfies Meta<typeof CollectionDetailsPage>

export default meta
type Story = StoryObj<typeof meta>

/** The collectible's fields and its provenance, each tx hash a link to its deal. */
export const Loaded: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, collectionSearchCatalogue)
    const { nft, history } = collectibleWithHistory()
    await expect(await canvas.findByRole('heading', { name: t('藏品详情') })).toBeVisible()
    await expect(await canvas.findByText(nft.nft_uri)).toBeVisible()
    for (const label of [
      t('藏品编号'),
      t('链账户地址'),
      t('藏品类型'),
      t('发行数量'),
      t('目标链类型'),
      t('资源标识符'),
      t('创建时间'),
      t('藏品描述'),
    ])
      await expect(canvas.getByText(label)).toBeVisible()
    await expect(canvas.getByText(nft.nft_id)).toBeVisible()
    await expect(canvas.getByText(nft.nft_memo)).toBeVisible()

    const table = canvas.getByRole('table', { name: t('流转记录') })
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(Math.min(10, history.length) + 1))
    await expect(canvas.getByText(t('共{0}条数据', { 0: history.length }))).toBeVisible()
    // Spec §4: the mint shows as 创建.
    await expect(within(table).getAllByText(t('创建')).length).toBeGreaterThan(0)
    const first = within(table).getAllByRole('link')[0]
    if (!first) throw new Error('no tx hash link')
    await expect(first.getAttribute('href')).toMatch(/^\/collection-search-deal\?history_id=\d+&business_type=[12]$/)
  },
}

/** A tx hash in the provenance opens its deal page. */
export const ProvenanceOpensDeal: Story = {
  play: async ({ canvas, globals }) => {
    const { t } = await searchStoryTexts(globals)
    const table = await canvas.findByRole('table', { name: t.provenance })
    const first = (await within(table).findAllByRole('link'))[0]
    if (!first) throw new Error('no tx hash link')
    await userEvent.click(first)
    await expect(await canvas.findByRole('heading', { name: t.deal })).toBeVisible()
  },
}

/** No provenance recorded yet (the indexer has not reached the mint): the fields, and an empty table. */
export const NoProvenance: Story = {
  parameters: {
    msw: {
      handlers: {
        nft: [
          http.get('*/api/v1/nft/getTransferNftById', () =>
            HttpResponse.json({ error_code: 0, message: 'success', data: { list: [], total: 0 } }),
          ),
          ...handlerGroups.nft,
        ],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const { t, ds } = await searchStoryTexts(globals)
    const { nft } = collectibleWithHistory()
    await expect(await canvas.findByText(nft.nft_uri)).toBeVisible()
    const table = canvas.getByRole('table', { name: t.provenance })
    await expect(await within(table).findByText(ds.empty)).toBeVisible()
    await expect(canvas.getByText(ds.paginationTotal(0))).toBeVisible()
  },
}

/** A 600-character memo and URI: they wrap inside the page, which does not widen. */
export const LongMemoAndUri: Story = {
  beforeEach: () => {
    const { nft } = collectibleWithHistory()
    nft.nft_memo = '这是一段很长的藏品描述。'.repeat(50)
    nft.nft_uri = `ipfs://${'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi'.repeat(10)}`.slice(0, 600)
  },
  play: async ({ canvas, canvasElement }) => {
    const { nft } = collectibleWithHistory()
    await expect(await canvas.findByText(nft.nft_memo)).toBeVisible()
    await expect(canvas.getByText(nft.nft_uri)).toBeVisible()
    const page = canvasElement.ownerDocument.documentElement
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth)
  },
}

/** The details page in English. */
export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas, globals }) => {
    const { t } = await searchStoryTexts(globals)
    await expect(await canvas.findByRole('heading', { name: t.details })).toBeVisible()
    await expect(await canvas.findByRole('table', { name: t.provenance })).toBeVisible()
    await expect(canvas.getByText(t.nftUri)).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: { nft: scenarios.pending('nft') } } },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, collectionSearchCatalogue)
    await expect(await canvas.findByRole('heading', { name: t('藏品详情') })).toBeVisible()
    await expect(canvas.getByRole('status')).toBeInTheDocument()
  },
}

/** No collectible for that holder: not found, and a way back to the search. */
export const NotFound: Story = {
  render: () => <DetailsOf pick="unknown-owner" />,
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, collectionSearchCatalogue)
    await expect(await canvas.findByText(t('未找到该藏品'))).toBeVisible()
    await expect(canvas.getByRole('link', { name: t('返回查询') })).toHaveAttribute('href', '/tourist')
  },
}

/** A link with missing parameters asks nothing of the server. */
export const BadLink: Story = {
  render: () => <CollectionSearchStory path="/collection-search-details?erc_info_id=1" />,
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, collectionSearchCatalogue)
    await expect(await canvas.findByText(t('链接参数不完整或有误'))).toBeVisible()
  },
}

/** The server fails: '加载失败' with its message, and a retry. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { nft: scenarios.error('nft', SERVER_ERROR) } } },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, collectionSearchCatalogue)
    await expect(await canvas.findByText(t('加载失败'))).toBeVisible()
    await expect(canvas.getByText(SERVER_ERROR)).toBeVisible()
    await expect(canvas.getByRole('button', { name: t('重试') })).toBeEnabled()
  },
}

/** The page follows the collectible live: 实时更新中 once the stream is open. */
export const Live: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, collectionSearchCatalogue)
    await expect(await canvas.findByText(t('实时更新中'))).toBeVisible()
  },
}

/** The collectible moves while the page is open: the page says where to and links the deal and the new holder. */
export const MovedWhileOpen: Story = {
  parameters: {
    msw: {
      handlers: {
        nft: [
          collectibleWatchHandlerFor(() => {
            const { nft } = collectibleWithHistory()
            return {
              history_id: '999999',
              business_type: nft.business_type,
              nft_id: nft.nft_id,
              tx_hash: 'ab'.repeat(32),
              action_name: 'transfer',
              from: nft.owner,
              to: 'newholder111',
              amount: '1',
            }
          }),
          ...handlerGroups.nft,
        ],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, collectionSearchCatalogue)
    const alert = await canvas.findByText(
      t.pattern('该藏品已转出至 {to}，本页内容已不是最新持有情况', { to: 'newholder111' }),
    )
    await expect(alert).toBeVisible()
    await expect(canvas.getByRole('link', { name: t('查看交易') })).toHaveAttribute(
      'href',
      expect.stringMatching(/history_id=999999/),
    )
  },
}

/** 分享: the public link, a copy button and the QR code. */
export const Share: Story = {
  // The link and its QR code carry the test server's address, a new port on every run.
  parameters: { visual: { mask: ['[role="dialog"] img', '[role="dialog"] input'] } },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, collectionSearchCatalogue)
    const { nft } = collectibleWithHistory()
    await userEvent.click(await canvas.findByRole('button', { name: `${t('分享')} ${nft.nft_id}` }))
    const dialog = within(document.body).getByRole('dialog', { name: t('分享藏品') })
    const link = within(dialog).getByRole('textbox', { name: t('分享链接') })
    await expect(link.getAttribute('value')).toContain(`/collection-search-details?erc_info_id=${nft.erc_info_id}`)
    // The QR code's library loads with the dialog: 1 s was too short on a loaded 2-core machine (CI).
    const qr = await within(dialog).findByRole(
      'img',
      { name: t('藏品 {id} 的分享二维码', { id: nft.nft_id }) },
      { timeout: 30_000 },
    )
    await expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
    await expect(within(dialog).getByRole('button', { name: t('复制链接') })).toBeVisible()
  },
}

const downloads: { name: string; href: string }[] = []

/** 下载所有权证书: a PNG named after the number and holder is offered; the page says it is done. */
export const Certificate: Story = {
  beforeEach: () => {
    downloads.length = 0
    // Catch the download instead of letting the test browser save it.
    const click = HTMLAnchorElement.prototype.click
    const revoke = URL.revokeObjectURL
    // Kept alive so the story can read the file back.
    URL.revokeObjectURL = () => {}
    HTMLAnchorElement.prototype.click = function captureDownload(this: HTMLAnchorElement) {
      if (this.download) downloads.push({ name: this.download, href: this.href })
      else click.call(this)
    }
    return () => {
      HTMLAnchorElement.prototype.click = click
      URL.revokeObjectURL = revoke
    }
  },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, collectionSearchCatalogue)
    const { nft } = collectibleWithHistory()
    await userEvent.click(await canvas.findByRole('button', { name: t('下载所有权证书') }))
    await expect(await canvas.findByText(t('证书已下载'), {}, { timeout: 15_000 })).toBeVisible()
    await expect(downloads.map((download) => download.name)).toEqual([`certificate-${nft.nft_id}-${nft.owner}.png`])
    const file = await (await fetch(downloads[0]?.href ?? '')).blob()
    await expect(file.type).toBe('image/png')
    const image = await createImageBitmap(file)
    await expect([image.width, image.height]).toEqual([1600, 1000])
  },
}
