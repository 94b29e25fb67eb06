import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { signInAs } from '@/test/story-session'
import { StoryRouter } from '@/test/StoryRouter'
import { AccountType, Role } from '@/api/primitives'
import ContractManagerPage, { ManagerScreens } from './ContractManagerPage'
import { expectEnglishScreen } from '@/test/story-messages'
import { storyText } from '@/test/story-text'
import { contractManagerCatalogue } from '../messages'

/** The contract's tables on the chain node, as get_table_rows answers them. */
const tables: Record<string, unknown[]> = {
  funcperms: [
    { id: 0, account_role: 2, business_type: 1, func_name: 'mint' },
    { id: 1, account_role: 3, business_type: 2, func_name: 'transfer' },
    { id: 2, account_role: 2, business_type: 0, func_name: 'recharge' },
  ],
  config: [{ is_platform_open: 0, next_nft_id: 5, initialized: 1 }],
  feerules: [{ business_type: 1, func_fee: [{ key: 'mint', fee: 10 }] }],
  s21account: [],
  crossappr: [],
}
const chainNode = [
  http.post('*/v1/chain/get_table_rows', async ({ request }) => {
    const { table } = (await request.json()) as { table: string }
    return HttpResponse.json({ rows: tables[table] ?? [], more: false, next_key: '' })
  }),
]

const meta = {
  title: 'Pages/合约管理 ∕contract-manage',
  id: 'pages-contractmanager',
  component: ContractManagerPage,
  beforeEach: () => signInAs('operator'),
  parameters: { msw: { handlers: { chainNode } } },
  render: () => (
    <StoryRouter path="/contract-manage">
      <main>
        <ContractManagerPage />
      </main>
    </StoryRouter>
  ),
} satisfies Meta<typeof ContractManagerPage>

export default meta
type Story = StoryObj<typeof meta>

/** The manager's screens: the permission grid read from the chain, then the single actions. */
export const Operator: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, contractManagerCatalogue)
    // The chain SDK loads on first read: slow on a busy machine.
    const mint = await canvas.findByRole('checkbox', { name: t('平台方 · 单一藏品 · mint') }, { timeout: 15_000 })
    await expect(mint).toBeChecked()
    await expect(canvas.getByRole('checkbox', { name: t('用户 · 多份藏品 · transfer') })).toBeChecked()
    await expect(canvas.getByRole('checkbox', { name: t('用户 · 单一藏品 · transfer') })).not.toBeChecked()
    await expect(canvas.getByRole('region', { name: t('合约管理') })).toBeVisible()
    await expect(canvas.getByRole('combobox', { name: t('管理操作') })).toHaveDisplayValue(t('平台开关'))
    // The switch shows the platform as the chain's config row has it (closed), once read (disabled until then).
    const platform = canvas.getByRole('switch', { name: t.re('平台开放') })
    await waitFor(() => expect(platform).toBeEnabled(), { timeout: 15_000 })
    await expect(platform).not.toBeChecked()
  },
}

/** The chain node does not answer: the grid says so and offers a retry. */
export const ChainUnreachable: Story = {
  parameters: {
    msw: { handlers: { chainNode: [http.post('*/v1/chain/get_table_rows', () => HttpResponse.error())] } },
  },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, contractManagerCatalogue)
    await expect(await canvas.findByText(t('链上功能权限读取失败'), {}, { timeout: 15_000 })).toBeVisible()
    await expect(canvas.getByRole('button', { name: t('重试') })).toBeVisible()
  },
}

/** A user without a chain account cannot act on the contract. */
export const NoChainAccount: Story = {
  beforeEach: () => signInAs('newcomer'),
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, contractManagerCatalogue)
    await expect(await canvas.findByText(t('当前用户没有链账户'))).toBeVisible()
  },
}

/**
 * The chain refuses a confirmed manager action: its catalogue message is shown, and the confirmation stays
 * open so the manager can retry or cancel.
 */
export const SendRefusedByChain: Story = {
  render: () => (
    <StoryRouter path="/contract-manage">
      <main>
        <ManagerScreens
          account={{ account: 'ddcoperator1', type: AccountType.Custodial, role: Role.Operator }}
          target={{ rpcUrl: 'http://node.test', contractAccount: 'ddccontract' }}
          sendActions={async () => ({
            status: 'failed',
            transactionId: null,
            error: { key: 'chainErrors.missingAuthority' },
          })}
        />
      </main>
    </StoryRouter>
  ),
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, contractManagerCatalogue)
    const platform = await canvas.findByRole('switch', { name: t.re('平台开放') })
    await waitFor(() => expect(platform).toBeEnabled(), { timeout: 15_000 })
    await userEvent.click(platform)
    await userEvent.click(canvas.getByRole('button', { name: t('提交') }))
    const dialog = await within(document.body).findByRole('alertdialog', { name: t('确认在链上执行该管理操作？') })
    await userEvent.click(within(dialog).getByRole('button', { name: t('确定') }))
    await waitFor(() => expect(within(document.body).getByText(t('没有操作权限'))).toBeVisible(), { timeout: 10_000 })
    await expect(
      within(document.body).getByRole('alertdialog', { name: t('确认在链上执行该管理操作？') }),
    ).toBeVisible()
  },
}

/** The screen in English: its own words (headings, buttons, columns, labels) follow the locale. */
export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => expectEnglishScreen(canvasElement),
}
