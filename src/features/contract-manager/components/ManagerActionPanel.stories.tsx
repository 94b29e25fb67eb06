import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ManagerActionPanel } from './ManagerActionPanel'

const meta = {
  title: 'Features/ContractManager/ManagerActionPanel',
  component: ManagerActionPanel,
  args: { contractAccount: 'ddccontract', account: 'ddcoperator1', onSend: fn(() => Promise.resolve()) },
} satisfies Meta<typeof ManagerActionPanel>

export default meta
type Story = StoryObj<typeof meta>

/** The platform switch, previewed and confirmed, then sent directly. */
export const ClosePlatform: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /平台开放/ }), '否')
    await expect(canvas.getByText(/"setplatform"/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '提交' }))
    const dialog = within(document.body).getByRole('alertdialog', { name: '确认在链上执行该管理操作？' })
    await userEvent.click(within(dialog).getByRole('button', { name: /确定|OK/ }))
    await expect(args.onSend).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'setplatform', data: { sender: 'ddcoperator1', is_platform_open: false } }),
      { kind: 'direct' },
    )
  },
}

/** A fee change sent as a proposal: the board's authority, requested approvers, default expiry. */
export const FeeAsProposal: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '管理操作' }), '设置计费')
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /业务类型/ }), '单一藏品')
    await userEvent.type(canvas.getByRole('textbox', { name: /功能名称/ }), 'mint')
    await userEvent.type(canvas.getByRole('textbox', { name: /计费积分/ }), '12')
    await userEvent.click(canvas.getByRole('checkbox', { name: '以多签提案方式发送' }))
    const authority = canvas.getByRole('textbox', { name: /授权账户/ })
    await userEvent.clear(authority)
    await userEvent.type(authority, 'feeboard@active')
    await userEvent.type(canvas.getByRole('textbox', { name: /提案名称/ }), 'feemint12')
    await userEvent.type(canvas.getByRole('textbox', { name: /请求批准的账户/ }), 'approver1, approver2@active')
    await userEvent.click(canvas.getByRole('button', { name: '发起提案' }))
    const dialog = within(document.body).getByRole('alertdialog', { name: '确认发起该多签提案？' })
    await userEvent.click(within(dialog).getByRole('button', { name: /确定|OK/ }))
    await expect(args.onSend).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'setfee', authorization: [{ actor: 'feeboard', permission: 'active' }] }),
      {
        kind: 'proposal',
        proposalName: 'feemint12',
        requested: [
          { actor: 'approver1', permission: 'active' },
          { actor: 'approver2', permission: 'active' },
        ],
      },
    )
  },
}

/** Missing values are named before anything is sent. */
export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '管理操作' }), '删除业务类型')
    await userEvent.click(canvas.getByRole('button', { name: '提交' }))
    await expect(await canvas.findByText('格式不正确')).toBeVisible()
    await expect(args.onSend).not.toHaveBeenCalled()
  },
}

/** Adding a manager: setaccrole with the account's role and the manager flag, sent directly. */
export const AddManager: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '管理操作' }), '添加管理员')
    await userEvent.type(canvas.getByRole('textbox', { name: /链账户/ }), 'ddcoperator2')
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /账户角色/ }), '运营方')
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^管理员/ }), '是')
    await expect(canvas.getByText(/"setaccrole"/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '提交' }))
    const dialog = within(document.body).getByRole('alertdialog', { name: '确认在链上执行该管理操作？' })
    await userEvent.click(within(dialog).getByRole('button', { name: /确定|OK/ }))
    await expect(args.onSend).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'setaccrole',
        data: { sender: 'ddcoperator1', account: 'ddcoperator2', role: 1, is_manager: true },
      }),
      { kind: 'direct' },
    )
  },
}

/** Adding a manager as a multisig proposal of the board's authority. */
export const AddManagerAsProposal: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '管理操作' }), '添加管理员')
    await userEvent.type(canvas.getByRole('textbox', { name: /链账户/ }), 'ddcoperator2')
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /账户角色/ }), '运营方')
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^管理员/ }), '是')
    await userEvent.click(canvas.getByRole('checkbox', { name: '以多签提案方式发送' }))
    const authority = canvas.getByRole('textbox', { name: /授权账户/ })
    await userEvent.clear(authority)
    await userEvent.type(authority, 'ddccontract@active')
    await userEvent.type(canvas.getByRole('textbox', { name: /提案名称/ }), 'addmanager1')
    await userEvent.type(canvas.getByRole('textbox', { name: /请求批准的账户/ }), 'approver1, approver2')
    await userEvent.click(canvas.getByRole('button', { name: '发起提案' }))
    const dialog = within(document.body).getByRole('alertdialog', { name: '确认发起该多签提案？' })
    await userEvent.click(within(dialog).getByRole('button', { name: /确定|OK/ }))
    await expect(args.onSend).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'setaccrole',
        authorization: [{ actor: 'ddccontract', permission: 'active' }],
        data: { sender: 'ddccontract', account: 'ddcoperator2', role: 1, is_manager: true },
      }),
      expect.objectContaining({ kind: 'proposal', proposalName: 'addmanager1' }),
    )
  },
}
