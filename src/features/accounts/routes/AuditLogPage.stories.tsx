import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { DEMO_LOGINS, DEMO_PASSPHRASE, scenarios } from '@mocks/handlers'
import type { AuditEntry } from '@/api/audit'
import { parseCsv } from '@/lib/csv'
import { signInAs } from '@/test/story-session'
import { StoryRouter } from '@/test/StoryRouter'
import AuditLogPage from './AuditLogPage'
import { storyText, type StoryText } from '@/test/story-text'

/** Data, not UI text: the fixtures' rejection reason. */
const REASON = '资料不完整'

const meta = {
  title: 'Pages/操作日志 ∕audit-log',
  id: 'pages-auditlog',
  component: AuditLogPage,
  beforeEach: () => signInAs('operator'),
  render: () => (
    <StoryRouter path="/audit-log">
      <main>
        <AuditLogPage />
      </main>
    </StoryRouter>
  ),
} satisfies Meta<typeof AuditLogPage>

export default meta
type Story = StoryObj<typeof meta>

const slow = { timeout: 15_000 }

/** What the export offered for download (the page hands `downloadFile` one Blob), parsed. */
async function exportedCsv(canvas: ReturnType<typeof within>, t: StoryText) {
  const made = spyOn(URL, 'createObjectURL')
  try {
    await userEvent.click(canvas.getByRole('button', { name: t('导出CSV') }))
    await waitFor(() => expect(made).toHaveBeenCalled(), slow)
    const file = made.mock.calls[0]?.[0]
    if (!(file instanceof Blob)) throw new Error('no CSV file was offered')
    const text = await file.text()
    return { text, parsed: parseCsv(text) }
  } finally {
    made.mockRestore()
  }
}

/** Nothing secret may be in an export: no private key (WIF or K1), no password, no passphrase, no ciphertext. */
async function expectNoSecret(text: string) {
  await expect(text).not.toMatch(/\b5[HJK][1-9A-HJ-NP-Za-km-z]{49}\b/)
  await expect(text).not.toMatch(/PVT_K1_|encrypted|private_key|password|passphrase/i)
  for (const secret of [DEMO_PASSPHRASE, ...Object.values(DEMO_LOGINS).map((login) => login.password)])
    await expect(text).not.toContain(secret)
}

/** Who, which account, what, the tx id, when and the result; newest first. */
export const Loaded: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals)
    const table = await canvas.findByRole('table', { name: t('操作日志') }, slow)
    await expect(
      (await within(table).findAllByText(t('accounts.operations.apply_account'), {}, slow)).length,
    ).toBeGreaterThan(0)
    // An approval's detail is the application's type in words, never the code the server records.
    await expect(within(table).getAllByText(t('accounts.applyCreate')).length).toBeGreaterThan(0)
    await expect(within(table).queryByText('create_account')).toBeNull()
    await expect(canvas.getByRole('button', { name: t('导出CSV') })).toBeEnabled()
  },
}

/** Filtered by operation: only rejections, each with its reason. */
export const Rejections: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals)
    await canvas.findByRole('table', { name: t('操作日志') }, slow)
    await userEvent.selectOptions(canvas.getByLabelText(t('accounts.auditOperation')), 'reject_application')
    await userEvent.click(canvas.getByRole('button', { name: t('查询') }))
    const table = canvas.getByRole('table', { name: t('操作日志') })
    // The filtered page has arrived when the table is no longer busy: while it loads, no row matches either.
    await waitFor(() => {
      expect(table).not.toHaveAttribute('aria-busy', 'true')
      expect(within(table).queryByText(t('accounts.operations.apply_account'))).toBeNull()
      expect(within(table).getAllByText(REASON).length).toBeGreaterThan(0)
    }, slow)
  },
}

/**
 * The export holds exactly the table's columns (when, who, acting account, account, operation, tx id, result,
 * detail), every row of the filter, and nothing secret.
 */
export const ExportCsv: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals)
    const table = await canvas.findByRole('table', { name: t('操作日志') }, slow)
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), slow)
    const visibleHeaders = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.trim() ?? '')
    const { text, parsed } = await exportedCsv(canvas, t)
    await expect(parsed.headers).toEqual(visibleHeaders)
    await expect(parsed.headers).toEqual([
      t('时间'),
      t('操作人'),
      t('操作链账户'),
      t('目标链账户'),
      t('accounts.auditOperation'),
      t('交易ID'),
      t('结果'),
      t('说明'),
    ])
    await expect(parsed.errors).toEqual([])
    await expect(parsed.rows.length).toBeGreaterThan(10)
    // An approval's row: its chain transaction and its result.
    const approval = parsed.rows.find((row) => row.values[t('accounts.auditOperation')] === t('通过申请'))
    await expect(approval?.values[t('交易ID')]).toMatch(/^[0-9a-f]{64}$/)
    await expect(approval?.values[t('结果')]).toBe(t('成功'))
    await expect(parsed.rows.every((row) => /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(row.values[t('时间')] ?? ''))).toBe(
      true,
    )
    await expect(parsed.rows.every((row) => (row.values[t('操作人')] ?? '') !== '')).toBe(true)
    await expectNoSecret(text)
  },
}

const checkedRows: AuditEntry[] = [
  {
    audit_id: '3',
    user_name: 'demo_operator',
    actor_account: 'ddcoperator1',
    account: 'ddcoperator1',
    operation: 'set_fee',
    tx_id: 'a'.repeat(64),
    block_num: '120',
    result: 'mismatch',
    detail: '',
    create_time: '2026-11-23 10:02:00',
    request_id: '0f1e2d3c-4b5a-4968-8776-000000000001',
  },
  {
    audit_id: '2',
    user_name: 'demo_operator',
    actor_account: 'ddcoperator1',
    account: 'ddcplatforma',
    operation: 'recharge',
    tx_id: 'b'.repeat(64),
    block_num: null,
    result: 'pending',
    detail: '',
    create_time: '2026-11-23 10:01:00',
    request_id: '0f1e2d3c-4b5a-4968-8776-000000000002',
  },
  {
    audit_id: '1',
    user_name: 'demo_operator',
    actor_account: 'ddcoperator1',
    account: 'ddcoperator1',
    operation: 'add_function_permission',
    tx_id: null,
    block_num: null,
    result: 'failed',
    detail: 'missingAuthority',
    create_time: '2026-11-23 10:00:00',
    request_id: '0f1e2d3c-4b5a-4968-8776-000000000003',
  },
]

/** Refused operations as the server lists them: each detail is the code of the message the user saw. */
const refusedRows: AuditEntry[] = [
  {
    audit_id: '12',
    user_name: 'demo_platform',
    actor_account: 'ddcplatforma',
    account: 'ddcplatforma',
    operation: 'mint',
    tx_id: null,
    block_num: null,
    result: 'failed',
    detail: 'textTooLong',
    create_time: '2026-11-23 10:05:00',
    request_id: '0f1e2d3c-4b5a-4968-8776-000000000004',
  },
  {
    audit_id: '11',
    user_name: 'demo_platform',
    actor_account: 'ddcplatforma',
    account: 'ddcplatforma',
    operation: 'transfer',
    tx_id: null,
    block_num: null,
    result: 'failed',
    detail: 'recipientFrozen',
    create_time: '2026-11-23 10:04:00',
    request_id: '0f1e2d3c-4b5a-4968-8776-000000000005',
  },
]

const listing = (rows: AuditEntry[]) => ({
  msw: {
    handlers: {
      permission: [
        http.get('*/api/v1/permission/auditLog', () =>
          HttpResponse.json({ error_code: 0, message: '', data: { total: rows.length, list: rows } }),
        ),
      ],
    },
  },
})

/**
 * The server's check of reported operations: a transaction that does not hold the reported action shows
 * 不符, one the indexer has not seen 待索引, a refused one 失败 with its error code; the export says the same.
 */
export const CheckedResults: Story = {
  parameters: {
    msw: {
      handlers: {
        permission: [
          http.get('*/api/v1/permission/auditLog', () =>
            HttpResponse.json({ error_code: 0, message: '', data: { total: checkedRows.length, list: checkedRows } }),
          ),
        ],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals)
    const table = await canvas.findByRole('table', { name: t('操作日志') }, slow)
    const rowOf = (operation: string) => within(table).getByRole('row', { name: new RegExp(operation) })
    await waitFor(() => expect(rowOf(t('设置费用'))).toHaveTextContent(t('不符')), slow)
    await expect(rowOf(t('充值'))).toHaveTextContent(t('待索引'))
    await expect(rowOf(t('添加功能权限'))).toHaveTextContent(t('失败'))
    await expect(rowOf(t('添加功能权限'))).toHaveTextContent(t('没有操作权限'))
    await expect(rowOf(t('添加功能权限'))).not.toHaveTextContent('missingAuthority')
    const { text, parsed } = await exportedCsv(canvas, t)
    await expect(
      parsed.rows.map((row) => [
        row.values[t('accounts.auditOperation')],
        row.values[t('交易ID')],
        row.values[t('结果')],
      ]),
    ).toEqual([
      [t('设置费用'), 'a'.repeat(64), t('不符')],
      [t('充值'), 'b'.repeat(64), t('待索引')],
      [t('添加功能权限'), '', t('失败')],
    ])
    await expectNoSecret(text)
  },
}

/**
 * A refused operation's detail is the message the user saw, in the UI's language, never the raw code; the
 * export says the same.
 */
export const RefusedShowMessages: Story = {
  parameters: listing(refusedRows),
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals)
    const table = await canvas.findByRole('table', { name: t('操作日志') }, slow)
    const rowOf = (operation: string) => within(table).getByRole('row', { name: new RegExp(operation) })
    await waitFor(() => expect(rowOf(t('创建藏品'))).toHaveTextContent(t('内容过长')), slow)
    await expect(rowOf(t('转移藏品'))).toHaveTextContent(t('接收方账户已冻结'))
    await expect(table).not.toHaveTextContent(/textTooLong|recipientFrozen/)
    const { parsed } = await exportedCsv(canvas, t)
    await expect(parsed.rows.map((row) => [row.values[t('时间')], row.values[t('说明')]])).toEqual([
      ['2026-11-23 10:05:00', t('内容过长')],
      ['2026-11-23 10:04:00', t('接收方账户已冻结')],
    ])
  },
}

export const RefusedShowMessagesInEnglish: Story = {
  parameters: listing(refusedRows),
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Audit log' }, slow)
    const rowOf = (operation: string) => within(table).getByRole('row', { name: new RegExp(operation) })
    await waitFor(() => expect(rowOf('Minted collectibles')).toHaveTextContent('Text too long'), slow)
    await expect(rowOf('Transferred collectibles')).toHaveTextContent('Recipient frozen')
    await expect(table).not.toHaveTextContent(/textTooLong|recipientFrozen/)
  },
}

/** A platform sees its own users' rows. */
export const AsPlatform: Story = {
  beforeEach: () => signInAs('platform'),
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals)
    await expect(await canvas.findByRole('table', { name: t('操作日志') }, slow)).toBeVisible()
  },
}

export const Empty: Story = {
  parameters: { msw: { handlers: { permission: scenarios.empty('permission') } } },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals)
    await expect(await canvas.findByRole('table', { name: t('操作日志') }, slow)).toBeVisible()
    await expect(canvas.getByRole('button', { name: t('导出CSV') })).toBeDisabled()
  },
}

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { permission: scenarios.error('permission') } } },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals)
    await expect(await canvas.findByText(t('加载失败'), {}, slow)).toBeVisible()
  },
}
