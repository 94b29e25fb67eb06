import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { getStore } from '@mocks/handlers'
import { ActiveState, BusinessType } from '@/api/primitives'
import { signInAs } from '@/test/story-session'
import { CollectibleActions, MintAction, SelectionActions } from './operation-entry-points'
import { StoryFrame, storyCollectible } from './operation-story-kit'
import { storyText, type StoryText } from '@/test/story-text'
import { collectiblesCatalogue } from '../messages'

/** What the list and details pages mount: the actions each role, side and collectible state allows. */
const meta = {
  title: 'Collectibles/Operations/EntryPoints',
  component: CollectibleActions,
  beforeEach: () => signInAs('platform'),
  args: { collectible: storyCollectible(), businessType: BusinessType.SingleCopy, side: 'platform' },
  render: (args) => (
    <StoryFrame chain={{ transactionId: getStore().transfers[0]?.tx_hash ?? '' }}>
      <CollectibleActions {...args} />
    </StoryFrame>
  ),
} satisfies Meta<typeof CollectibleActions>

export default meta
type Story = StoryObj<typeof meta>

function actions(t: StoryText, canvas: HTMLElement) {
  return within(within(canvas).getByRole('group', { name: t('藏品操作') }))
}

/** The platform on its own, enabled collectible: every operation. */
export const PlatformEnabled: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const group = actions(t, canvasElement)
    for (const name of [
      t('转移'),
      t('授权'),
      t('全部授权'),
      t('取消全部授权'),
      t('修改资源标识符'),
      t('冻结'),
      t('销毁'),
    ])
      await expect(group.getByRole('button', { name })).toBeEnabled()
    await expect(group.queryByRole('button', { name: t('删除授权') })).toBeNull()
  },
}

/** An approval exists: it can be deleted. */
export const PlatformApproved: Story = {
  args: { collectible: storyCollectible({ approved: 'ddcuser11111' }) },
  play: async ({ canvasElement, globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    await expect(actions(t, canvasElement).getByRole('button', { name: t('删除授权') })).toBeVisible()
  },
}

/** Frozen: unfreeze only. */
export const PlatformFrozen: Story = {
  args: { collectible: storyCollectible({ state: ActiveState.Frozen }) },
  play: async ({ canvasElement, globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const group = actions(t, canvasElement)
    await expect(group.getAllByRole('button').map((button) => button.textContent)).toEqual([t('解冻')])
  },
}

/** The operator on a user's collectible: freeze (and, when frozen, unfreeze). */
export const OperatorEnabled: Story = {
  beforeEach: () => signInAs('operator'),
  args: { side: 'operator', collectible: storyCollectible({ owner: 'ddcuser11111' }) },
  play: async ({ canvasElement, globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const group = actions(t, canvasElement)
    await expect(group.getAllByRole('button').map((button) => button.textContent)).toEqual([t('冻结')])
    // Keyboard: the action opens its dialog with Enter.
    group.getByRole('button', { name: t('冻结') }).focus()
    await userEvent.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: t('冻结') })
    await expect(await within(dialog).findByRole('button', { name: t('下一步') })).toBeInTheDocument()
  },
}

/** Selected rows: bulk freeze acts on the enabled ones, bulk unfreeze on the frozen ones. */
export const Selection: Story = {
  render: () => (
    <StoryFrame chain={{ transactionId: getStore().transfers[0]?.tx_hash ?? '' }}>
      <SelectionActions
        selected={[storyCollectible(), storyCollectible({ nft_id: '1002', state: ActiveState.Frozen })]}
        businessType={BusinessType.SingleCopy}
        side="platform"
        onDone={fn()}
      />
    </StoryFrame>
  ),
  play: async ({ canvasElement, globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const group = within(within(canvasElement).getByRole('group', { name: t('已选藏品操作') }))
    await userEvent.click(group.getByRole('button', { name: t('批量冻结') }))
    const dialog = await screen.findByRole('dialog', { name: t('批量冻结') })
    // Only the enabled row is frozen.
    await expect(await within(dialog).findByText(`${t('藏品')}${t('：')}#1001`)).toBeInTheDocument()
    await expect(within(dialog).queryByText(/#1002/)).toBeNull()
  },
}

/** Nothing frozen among the selected rows: bulk unfreeze is disabled. */
export const SelectionNothingFrozen: Story = {
  beforeEach: () => signInAs('operator'),
  render: () => (
    <StoryFrame chain={{ transactionId: '' }}>
      <SelectionActions
        selected={[storyCollectible()]}
        businessType={BusinessType.MultiCopy}
        side="operator"
        onDone={fn()}
      />
    </StoryFrame>
  ),
  play: async ({ canvasElement, globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const group = within(within(canvasElement).getByRole('group', { name: t('已选藏品操作') }))
    await expect(group.getByRole('button', { name: t('批量解冻') })).toBeDisabled()
    await expect(group.getByRole('button', { name: t('批量冻结') })).toBeEnabled()
    await expect(group.queryByRole('button', { name: t('批量转移') })).toBeNull()
  },
}

/** The list header's mint. */
export const Mint: Story = {
  render: () => (
    <StoryFrame chain={{ transactionId: '' }}>
      <MintAction businessType={BusinessType.SingleCopy} />
    </StoryFrame>
  ),
  play: async ({ canvasElement, globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('创建藏品') }))
    const dialog = within(await screen.findByRole('dialog', { name: t('创建藏品') }))
    // Single-copy: no amount to enter.
    await expect(await dialog.findByLabelText(t.re('资源标识符'))).toBeInTheDocument()
    await expect(dialog.queryByLabelText(t.re('数量'))).toBeNull()
  },
}
