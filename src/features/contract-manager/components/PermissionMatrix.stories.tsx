import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { PermissionMatrix } from './PermissionMatrix'
import { storyText } from '@/test/story-text'
import { contractManagerCatalogue } from '../messages'

/** The contract's defaults (init): platforms every collectible function, consumers the moving ones. */
const platformFunctions = ['mint', 'mintbatch', 'transfer', 'batchtrans', 'freeze', 'unfreeze', 'burn', 'burnbatch']
const consumerFunctions = ['transfer', 'batchtrans', 'burn', 'burnbatch']
const saved = new Set([
  ...platformFunctions.flatMap((func) => [`2:1:${func}`, `2:2:${func}`]),
  ...consumerFunctions.flatMap((func) => [`3:1:${func}`, `3:2:${func}`]),
])

const meta = {
  title: 'Features/ContractManager/PermissionMatrix',
  component: PermissionMatrix,
  args: { contractAccount: 'ddccontract', account: 'ddcoperator1', saved, onSend: fn(() => Promise.resolve()) },
} satisfies Meta<typeof PermissionMatrix>

export default meta
type Story = StoryObj<typeof meta>

/** The chain's current permissions, one named checkbox per function × role × business type. */
export const Current: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, contractManagerCatalogue)
    await expect(canvas.getByRole('grid', { name: t('功能权限矩阵') })).toBeVisible()
    await expect(canvas.getByRole('checkbox', { name: t('平台方 · 单一藏品 · mint') })).toBeChecked()
    await expect(canvas.getByRole('checkbox', { name: t('用户 · 多份藏品 · mint') })).not.toBeChecked()
    await expect(canvas.getByText(t('未修改任何权限'))).toBeVisible()
    await expect(canvas.getByRole('button', { name: t('提交变更') })).toBeDisabled()
  },
}

/** Edits by mouse and keyboard are previewed as exact adds and deletes, confirmed, then sent as one operation. */
export const EditAndSend: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = await storyText(globals, contractManagerCatalogue)
    await userEvent.click(canvas.getByRole('checkbox', { name: t('用户 · 单一藏品 · mint') }))
    // Keyboard: from the clicked cell one column right (consumer multi-copy mint), Space.
    await userEvent.keyboard('{ArrowRight} ')
    await userEvent.click(canvas.getByRole('checkbox', { name: t('平台方 · 多份藏品 · burn') }))
    const changes = within(canvas.getByRole('region', { name: t('将要变更') }))
    await expect(changes.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `${t('contractManager.matrix.add')} ${t('用户 · 单一藏品 · mint')}`,
      `${t('contractManager.matrix.add')} ${t('用户 · 多份藏品 · mint')}`,
      `${t('contractManager.matrix.remove')} ${t('平台方 · 多份藏品 · burn')}`,
    ])
    await userEvent.click(canvas.getByRole('button', { name: t('提交变更') }))
    const dialog = within(document.body).getByRole('alertdialog', { name: t('确认在链上执行该管理操作？') })
    await expect(
      within(dialog).getByText(t('contractManager.matrix.summary', { adds: 2, deletes: 1 })),
    ).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: t('确定') }))
    await expect(args.onSend).toHaveBeenCalledWith(
      [
        expect.objectContaining({
          name: 'addfuncperm',
          data: { sender: 'ddcoperator1', account_role: 3, business_type: 1, func_name: 'mint' },
        }),
        expect.objectContaining({
          name: 'addfuncperm',
          data: { sender: 'ddcoperator1', account_role: 3, business_type: 2, func_name: 'mint' },
        }),
        expect.objectContaining({
          name: 'delfuncperm',
          data: { sender: 'ddcoperator1', account_role: 2, business_type: 2, func_name: 'burn' },
        }),
      ],
      { kind: 'direct' },
    )
    await expect(await canvas.findByText(t('未修改任何权限'))).toBeVisible()
  },
}

/** Discarding the edits restores the chain's values. */
export const Discard: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, contractManagerCatalogue)
    const cell = canvas.getByRole('checkbox', { name: t('平台方 · 单一藏品 · seturi') })
    await userEvent.click(cell)
    await expect(cell).toBeChecked()
    await userEvent.click(canvas.getByRole('button', { name: t('撤销修改') }))
    await expect(cell).not.toBeChecked()
    await expect(canvas.getByText(t('未修改任何权限'))).toBeVisible()
  },
}

/** The same changes as one multisig proposal under the board's authority. */
export const AsProposal: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = await storyText(globals, contractManagerCatalogue)
    await userEvent.click(canvas.getByRole('checkbox', { name: t('用户 · 单一藏品 · approve') }))
    await userEvent.click(canvas.getByRole('checkbox', { name: t('以多签提案方式发送') }))
    const authority = canvas.getByRole('textbox', { name: t.re('授权账户') })
    await userEvent.clear(authority)
    await userEvent.type(authority, 'ddccontract@active')
    await userEvent.type(canvas.getByRole('textbox', { name: t.re('提案名称') }), 'permapprove')
    await userEvent.type(canvas.getByRole('textbox', { name: t.re('请求批准的账户') }), 'approver1, approver2')
    await userEvent.click(canvas.getByRole('button', { name: t('发起提案') }))
    const dialog = within(document.body).getByRole('alertdialog', { name: t('确认发起该多签提案？') })
    await userEvent.click(within(dialog).getByRole('button', { name: t('确定') }))
    await expect(args.onSend).toHaveBeenCalledWith(
      [
        expect.objectContaining({
          name: 'addfuncperm',
          authorization: [{ actor: 'ddccontract', permission: 'active' }],
          data: { sender: 'ddccontract', account_role: 3, business_type: 1, func_name: 'approve' },
        }),
      ],
      expect.objectContaining({ kind: 'proposal', proposalName: 'permapprove' }),
    )
  },
}

/** A proposal without its name is not sent; the field says what is wrong. */
export const ProposalIncomplete: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = await storyText(globals, contractManagerCatalogue)
    await userEvent.click(canvas.getByRole('checkbox', { name: t('用户 · 单一藏品 · approve') }))
    await userEvent.click(canvas.getByRole('checkbox', { name: t('以多签提案方式发送') }))
    await userEvent.click(canvas.getByRole('button', { name: t('发起提案') }))
    await expect(await canvas.findByText(t('格式不正确'))).toBeVisible()
    await expect(args.onSend).not.toHaveBeenCalled()
  },
}

/** A failed send keeps the edits, so they can be sent again. */
export const SendFailed: Story = {
  args: { onSend: fn(() => Promise.reject(new Error('failed'))) },
  play: async ({ canvas, args, globals }) => {
    const t = await storyText(globals, contractManagerCatalogue)
    await userEvent.click(canvas.getByRole('checkbox', { name: t('用户 · 单一藏品 · seturi') }))
    await userEvent.click(canvas.getByRole('button', { name: t('提交变更') }))
    const dialog = within(document.body).getByRole('alertdialog', { name: t('确认在链上执行该管理操作？') })
    await userEvent.click(within(dialog).getByRole('button', { name: t('确定') }))
    await expect(args.onSend).toHaveBeenCalled()
    await userEvent.click(within(dialog).getByRole('button', { name: t('取消') }))
    await expect(canvas.getByRole('checkbox', { name: t('用户 · 单一藏品 · seturi') })).toBeChecked()
    await expect(canvas.getByText(`${t('contractManager.matrix.add')} ${t('用户 · 单一藏品 · seturi')}`)).toBeVisible()
  },
}

/** Reading the chain's permissions. */
export const Loading: Story = {
  args: { saved: undefined },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, contractManagerCatalogue)
    await expect(canvas.getByText(t('正在读取链上功能权限'))).toBeVisible()
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument()
  },
}

/** The chain could not be read: the error and a retry. */
export const LoadFailed: Story = {
  args: { saved: undefined, loadFailed: true, onRetry: fn() },
  play: async ({ canvas, args, globals }) => {
    const t = await storyText(globals, contractManagerCatalogue)
    await expect(canvas.getByText(t('链上功能权限读取失败'))).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: t('重试') }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

/** The dark theme, with an edited cell marked. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, contractManagerCatalogue)
    const cell = canvas.getByRole('checkbox', { name: t('平台方 · 单一藏品 · seturi') })
    await userEvent.click(cell)
    await expect(cell.closest('td')).toHaveAttribute('data-changed')
  },
}
