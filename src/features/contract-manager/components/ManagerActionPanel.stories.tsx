import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { ManagerCurrentValues } from '../api/current-values'
import { ManagerActionPanel } from './ManagerActionPanel'
import { storyText, type StoryText } from '@/test/story-text'
import { contractManagerCatalogue } from '../messages'

/** The contract as the chain holds it before each story's action. */
const onChain: ManagerCurrentValues = {
  platformOpen: true,
  fees: [
    { business_type: 1, func_name: 'mint', value: '10' },
    { business_type: 1, func_name: 'transfer', value: '5' },
    { business_type: 2, func_name: 'mint', value: '20' },
  ],
  accounts: [
    { account: 'ddcoperator1', role: 1, is_manager: true },
    { account: 'ddcoperator2', role: 2, is_manager: false },
    { account: 'platform1111', role: 2, is_manager: false },
    { account: 'platform2222', role: 2, is_manager: false },
  ],
  crossApprovals: [{ from: 'platform1111', to: 'platform2222', approved: false }],
  functionPermissions: [
    { account_role: 2, business_type: 1, func_name: 'mint' },
    { account_role: 3, business_type: 1, func_name: 'transfer' },
    { account_role: 3, business_type: 2, func_name: 'transfer' },
  ],
}

const meta = {
  title: 'Features/ContractManager/ManagerActionPanel',
  component: ManagerActionPanel,
  args: {
    contractAccount: 'ddccontract',
    account: 'ddcoperator1',
    current: { status: 'ready', values: onChain },
    onSend: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof ManagerActionPanel>

export default meta
type Story = StoryObj<typeof meta>
type Canvas = ReturnType<typeof within>

/** What a preview line says: "subject" then "current → new". */
async function expectChange(canvas: Canvas, subject: string, change: string) {
  const label = await canvas.findByText(subject)
  await expect(label.parentElement).toHaveTextContent(change)
}

/** A preview's "current → new", in the story's locale. */
const arrow = (t: StoryText, current: string, next: string) => t('contractManager.change.arrow', { current, next })

async function confirmDirect(t: StoryText) {
  const dialog = within(document.body).getByRole('alertdialog', { name: t('确认在链上执行该管理操作？') })
  await userEvent.click(within(dialog).getByRole('button', { name: t('确定') }))
}

/** Picks the management action (its label), then the fee rule it applies to (business type and function name). */
async function chooseFeeRule(
  canvas: Canvas,
  t: StoryText,
  action: string,
  business: 'contractManager.businessSingle' | 'contractManager.businessMulti',
  funcName: string,
) {
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('管理操作') }), action)
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: t.re('业务类型') }), t(business))
  await userEvent.type(canvas.getByRole('textbox', { name: t.re('功能名称') }), funcName)
}

/** Makes ddcoperator2 an operator and a manager. */
async function fillAddManager(canvas: Canvas, t: StoryText) {
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('管理操作') }), t('添加管理员'))
  await userEvent.type(canvas.getByRole('textbox', { name: t.re('链账户') }), 'ddcoperator2')
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: t.re('账户角色') }), t('运营方'))
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('管理员') }), t('是'))
}

/** Sends the filled action as a multisig proposal of `authority`, confirmed. */
async function proposeAs(
  canvas: Canvas,
  t: StoryText,
  proposal: { authority: string; name: string; approvers: string },
) {
  await userEvent.click(canvas.getByRole('checkbox', { name: t('以多签提案方式发送') }))
  const authority = canvas.getByRole('textbox', { name: t.re('授权账户') })
  await userEvent.clear(authority)
  await userEvent.type(authority, proposal.authority)
  await userEvent.type(canvas.getByRole('textbox', { name: t.re('提案名称') }), proposal.name)
  await userEvent.type(canvas.getByRole('textbox', { name: t.re('请求批准的账户') }), proposal.approvers)
  await userEvent.click(canvas.getByRole('button', { name: t('发起提案') }))
  const dialog = within(document.body).getByRole('alertdialog', { name: t('确认发起该多签提案？') })
  await userEvent.click(within(dialog).getByRole('button', { name: t('确定') }))
}

/**
 * The platform switch shows the platform's current state (open); flipping it previews "开放 → 关闭" in
 * words, the raw action behind a disclosure; then sent directly.
 */
export const ClosePlatform: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = await storyText(globals, contractManagerCatalogue)
    const platform = canvas.getByRole('switch', { name: t.re('平台开放') })
    await expect(platform).toBeChecked()
    await expectChange(canvas, t('平台状态'), t('开放（无变化）'))
    await userEvent.click(platform)
    await expect(platform).not.toBeChecked()
    await expectChange(canvas, t('平台状态'), t('开放 → 关闭'))
    await expect(canvas.getByText(/"setplatform"/)).not.toBeVisible()
    await userEvent.click(canvas.getByText(t('查看原始操作')))
    await expect(canvas.getByText(/"setplatform"/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: t('提交') }))
    const dialog = within(document.body).getByRole('alertdialog', { name: t('确认在链上执行该管理操作？') })
    await waitFor(() => expect(within(dialog).getByText(`${t('平台状态')}${t('：')}${t('开放 → 关闭')}`)).toBeVisible())
    await confirmDirect(t)
    await expect(args.onSend).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'setplatform', data: { sender: 'ddcoperator1', is_platform_open: false } }),
      { kind: 'direct' },
    )
  },
}

/** A closed platform: the switch shows it off, and opening it previews "关闭 → 开放". */
export const OpenClosedPlatform: Story = {
  args: { current: { status: 'ready', values: { ...onChain, platformOpen: false } } },
  play: async ({ canvas, args, globals }) => {
    const t = await storyText(globals, contractManagerCatalogue)
    const platform = canvas.getByRole('switch', { name: t.re('平台开放') })
    await expect(platform).not.toBeChecked()
    await expectChange(canvas, t('平台状态'), t('关闭（无变化）'))
    await userEvent.click(platform)
    await expectChange(canvas, t('平台状态'), t('关闭 → 开放'))
    await userEvent.click(canvas.getByRole('button', { name: t('提交') }))
    await confirmDirect(t)
    await expect(args.onSend).toHaveBeenCalledWith(
      expect.objectContaining({ data: { sender: 'ddcoperator1', is_platform_open: true } }),
      { kind: 'direct' },
    )
  },
}

/** The chain's values are still being read: the platform switch waits for the current state. */
export const CurrentValuesLoading: Story = {
  args: { current: { status: 'loading' } },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, contractManagerCatalogue)
    await expect(canvas.getByRole('switch', { name: t.re('平台开放') })).toBeDisabled()
    await expect(canvas.getByText(t('正在读取平台当前状态'))).toBeVisible()
  },
}

/** The chain could not be read: said so; other actions preview only their new values. */
export const CurrentValuesUnreadable: Story = {
  args: { current: { status: 'failed' } },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, contractManagerCatalogue)
    await expect(canvas.getByRole('switch', { name: t.re('平台开放') })).toBeDisabled()
    await chooseFeeRule(canvas, t, t('设置计费'), 'contractManager.businessSingle', 'mint')
    await userEvent.type(canvas.getByRole('textbox', { name: t.re('contractManager.fields.value') }), '12')
    await expect(canvas.getAllByText(t('链上当前值读取失败，以下仅显示新值')).at(-1)).toBeVisible()
    await expectChange(canvas, t('单一藏品 · mint 的计费'), t('12 积分'))
  },
}

/** A fee change sent as a proposal: the board's authority, requested approvers, default expiry. */
export const FeeAsProposal: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = await storyText(globals, contractManagerCatalogue)
    await chooseFeeRule(canvas, t, t('设置计费'), 'contractManager.businessSingle', 'mint')
    await userEvent.type(canvas.getByRole('textbox', { name: t.re('contractManager.fields.value') }), '12')
    await expectChange(
      canvas,
      t('单一藏品 · mint 的计费'),
      t('contractManager.change.arrow', {
        current: t('{points} 积分', { points: 10 }),
        next: t('{points} 积分', { points: 12 }),
      }),
    )
    await proposeAs(canvas, t, {
      authority: 'feeboard@active',
      name: 'feemint12',
      approvers: 'approver1, approver2@active',
    })
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

/** Deleting a fee rule: the preview names the rule and its current fee. */
export const DeleteFee: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = await storyText(globals, contractManagerCatalogue)
    await chooseFeeRule(canvas, t, t('删除计费'), 'contractManager.businessSingle', 'transfer')
    await expectChange(
      canvas,
      t('单一藏品 · transfer 的计费'),
      arrow(t, t('5 积分'), t('contractManager.change.deleted')),
    )
    await userEvent.click(canvas.getByRole('button', { name: t('提交') }))
    await confirmDirect(t)
    await expect(args.onSend).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'deletefee',
        data: { sender: 'ddcoperator1', business_type: 1, func_name: 'transfer' },
      }),
      { kind: 'direct' },
    )
  },
}

/** Deleting a fee rule the chain does not have: the contract would refuse, and the preview says so. */
export const DeleteMissingFee: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, contractManagerCatalogue)
    await chooseFeeRule(canvas, t, t('删除计费'), 'contractManager.businessMulti', 'burn')
    await expectChange(canvas, t('多份藏品 · burn 的计费'), arrow(t, t('未设置'), t('contractManager.change.deleted')))
    await expect(canvas.getByText(t('该计费规则不存在，合约将拒绝删除'))).toBeVisible()
  },
}

/** Deleting a business type: its fee rules and function permissions, listed, all deleted. */
export const DeleteBusinessType: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = await storyText(globals, contractManagerCatalogue)
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('管理操作') }), t('删除业务类型'))
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: t.re('业务类型') }),
      t('contractManager.businessSingle'),
    )
    const fees = [`mint ${t('10 积分')}`, `transfer ${t('5 积分')}`].join(t('contractManager.change.feeSeparator'))
    await expectChange(canvas, t('单一藏品 的计费规则'), arrow(t, fees, t('contractManager.change.allDeleted')))
    await expectChange(canvas, t('单一藏品 的功能权限'), arrow(t, t('2 项'), t('contractManager.change.allDeleted')))
    await userEvent.click(canvas.getByRole('button', { name: t('提交') }))
    await confirmDirect(t)
    await expect(args.onSend).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'delbiztype', data: { sender: 'ddcoperator1', business_type: 1 } }),
      { kind: 'direct' },
    )
  },
}

/** A cross-platform approval: the pair's current answer → the new one. */
export const CrossApproval: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = await storyText(globals, contractManagerCatalogue)
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('管理操作') }), t('跨平台授权'))
    await userEvent.type(canvas.getByRole('textbox', { name: t.re('来源平台') }), 'platform1111')
    await userEvent.type(canvas.getByRole('textbox', { name: t.re('目标平台') }), 'platform2222')
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t.re('允许') }), t('是'))
    await expectChange(
      canvas,
      t('contractManager.change.crossApproval', { from: 'platform1111', to: 'platform2222' }),
      t('不允许 → 允许'),
    )
    await userEvent.click(canvas.getByRole('button', { name: t('提交') }))
    await confirmDirect(t)
    await expect(args.onSend).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'crossapprove',
        data: { sender: 'ddcoperator1', from: 'platform1111', to: 'platform2222', approved: true },
      }),
      { kind: 'direct' },
    )
  },
}

/** The confirmed send fails (the page reports the chain's refusal): the confirmation stays open to retry. */
export const SendFailed: Story = {
  args: { onSend: fn(() => Promise.reject(new Error('failed'))) },
  play: async ({ canvas, args, globals }) => {
    const t = await storyText(globals, contractManagerCatalogue)
    await userEvent.click(canvas.getByRole('switch', { name: t.re('平台开放') }))
    await userEvent.click(canvas.getByRole('button', { name: t('提交') }))
    await confirmDirect(t)
    await expect(args.onSend).toHaveBeenCalledTimes(1)
    await expect(
      await within(document.body).findByRole('alertdialog', { name: t('确认在链上执行该管理操作？') }),
    ).toBeVisible()
  },
}

/** Missing values are named before anything is sent. */
export const Invalid: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = await storyText(globals, contractManagerCatalogue)
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('管理操作') }), t('删除业务类型'))
    await userEvent.click(canvas.getByRole('button', { name: t('提交') }))
    await expect(await canvas.findByText(t('格式不正确'))).toBeVisible()
    await expect(args.onSend).not.toHaveBeenCalled()
  },
}

/** Adding a manager: setaccrole with the account's role and the manager flag, sent directly. */
export const AddManager: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = await storyText(globals, contractManagerCatalogue)
    await fillAddManager(canvas, t)
    await expectChange(canvas, t('ddcoperator2 的账户角色'), t('平台方 → 运营方'))
    await expectChange(canvas, t('ddcoperator2 的管理员身份'), t('非管理员 → 管理员'))
    await userEvent.click(canvas.getByRole('button', { name: t('提交') }))
    await confirmDirect(t)
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
  play: async ({ canvas, args, globals }) => {
    const t = await storyText(globals, contractManagerCatalogue)
    await fillAddManager(canvas, t)
    await proposeAs(canvas, t, {
      authority: 'ddccontract@active',
      name: 'addmanager1',
      approvers: 'approver1, approver2',
    })
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
