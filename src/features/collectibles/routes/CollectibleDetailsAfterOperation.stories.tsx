import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, within } from 'storybook/test'
import { getStore, resetStore } from '@mocks/handlers'
import { ActiveState, BusinessType } from '@/api/primitives'
import { setApiErrorNotifier } from '@/lib/api-client'
import { collectiblesOf } from '@/test/collectible-fixtures'
import { signInAs } from '@/test/story-session'
import { StoryRouter } from '@/test/StoryRouter'
import { OperationEnvironmentProvider } from '../operations/operation-environment'
import { storyEnvironment } from '../operations/operation-story-kit'
import { detailsHref, screenOf } from '../screens'
import { CollectibleDetailsScreen } from './CollectibleDetailsScreen'
import { storyText, type StoryText } from '@/test/story-text'
import { collectiblesCatalogue } from '../messages'

/**
 * Issue 20 item 11: a transfer or burn sent from the details page takes the holding away from the account.
 * Closing the result says what happened and leads back to the list: no '藏品不存在' toast, no empty details.
 */
type Outcome = 'transfer' | 'burn'

const slow = { timeout: 15_000 }
const RECIPIENT = 'ddcuser11111'
const screenInfo = screenOf(BusinessType.SingleCopy, 'platform')
/** The API error toasts the app would show (App.tsx installs the same notifier on its toaster). */
const toasts: string[] = []

/** A single-copy collectible of the platform it may transfer and burn: enabled, held. */
function holding() {
  const found = collectiblesOf('platform', BusinessType.SingleCopy).find(
    (row) => row.state === ActiveState.Enabled && row.amount !== '0',
  )
  if (!found) throw new Error('no enabled single-copy collectible in the platform scope')
  return found
}

/** What the indexer records once the transaction is in: the new owner, or no holding at all. */
function applyOnChain(outcome: Outcome, nftId: string, owner: string) {
  const store = getStore()
  const index = store.collectibles.findIndex((row) => row.nft_id === nftId && row.owner === owner)
  const row = store.collectibles[index]
  if (!row) return
  if (outcome === 'burn') store.collectibles.splice(index, 1)
  else row.owner = RECIPIENT
}

function DetailsWithOperations({ outcome }: { outcome: Outcome }) {
  const [start] = useState(() => {
    const row = holding()
    const transactionId = getStore().transfers[0]?.tx_hash ?? ''
    return {
      href: detailsHref(screenInfo, row),
      environment: storyEnvironment({ transactionId, onSent: () => applyOnChain(outcome, row.nft_id, row.owner) }),
    }
  })
  return (
    <StoryRouter path={start.href}>
      <OperationEnvironmentProvider value={start.environment}>
        <main>
          <CollectibleDetailsScreen businessType={BusinessType.SingleCopy} side="platform" />
        </main>
      </OperationEnvironmentProvider>
    </StoryRouter>
  )
}

const meta = {
  title:
    'Pages/Collectibles/单一藏品详情 用户单一藏品详情 多份藏品详情 用户多份藏品详情 ∕details-721 ∕details-user721 ∕details-1155 ∕details-user1155/AfterOperation',
  id: 'pages-collectibles-collectibledetails-afteroperation',
  component: DetailsWithOperations,
  args: { outcome: 'transfer' },
  beforeEach: () => {
    resetStore()
    signInAs('platform')
    toasts.length = 0
    setApiErrorNotifier((text) => toasts.push(text))
    return () => setApiErrorNotifier(null)
  },
} satisfies Meta<typeof DetailsWithOperations>

export default meta
type Story = StoryObj<typeof meta>

/** Runs the operation from the details page to its result and closes the dialog. */
async function runAndClose(t: StoryText, action: string, fill?: (dialog: ReturnType<typeof within>) => Promise<void>) {
  const actions = await screen.findByRole('group', { name: t('藏品操作') }, slow)
  await userEvent.click(within(actions).getByRole('button', { name: action }))
  const dialog = within(await screen.findByRole('dialog', { name: action }, slow))
  if (fill) await fill(dialog)
  await userEvent.click(await dialog.findByRole('button', { name: t('下一步') }, slow))
  await userEvent.click(await dialog.findByRole('button', { name: t('确认并签名') }, slow))
  await expect(await dialog.findByText(t('上链成功'), {}, slow)).toBeVisible()
  // The result's own button (the dialog's corner ✕ has the same name).
  const close = dialog.getAllByRole('button', { name: t('关闭') }).find((button) => button.textContent === t('关闭'))
  if (!close) throw new Error('the result has no close button')
  await userEvent.click(close)
}

export const Transferred: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    await expect(await canvas.findByText(holding().nft_uri, {}, slow)).toBeVisible()
    await runAndClose(t, t('转移'), async (dialog) => {
      await userEvent.type(dialog.getByLabelText(t.re('接收方链账户')), RECIPIENT)
    })
    await expect(await canvas.findByText(t('该藏品已转出，当前链账户不再持有'), {}, slow)).toBeVisible()
    await expect(canvas.getByRole('link', { name: t('返回列表') })).toHaveAttribute('href', screenInfo.listPath)
    await expect(canvas.queryByText(t('collectibles.notFound'))).toBeNull()
    await expect(toasts).toEqual([])
  },
}

export const Burnt: Story = {
  args: { outcome: 'burn' },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    await expect(await canvas.findByText(holding().nft_uri, {}, slow)).toBeVisible()
    await runAndClose(t, t('销毁'))
    await expect(await canvas.findByText(t('该藏品已销毁'), {}, slow)).toBeVisible()
    await expect(canvas.getByRole('link', { name: t('返回列表') })).toHaveAttribute('href', screenInfo.listPath)
    await expect(canvas.queryByText(t('collectibles.notFound'))).toBeNull()
    await expect(toasts).toEqual([])
  },
}
