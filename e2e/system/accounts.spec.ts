import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { startSystem, type RunningSystem } from './running-system'

/**
 * Issue 14 on the whole system (`npm start`: devnet + server + indexer + console): a newcomer registers and
 * applies for a chain account; the platform approves it (one transaction signed in the browser) and the
 * account exists on chain with the owner key plus the platform's owner permission; the operator freezes it
 * (its transfer is refused as frozen) and unfreezes it; a forgotten key is reset (the old key no longer
 * signs); the audit log lists each chain step with its transaction id.
 */

const FIRST_START_MS = 6 * 60_000
const screen = { timeout: 30_000 }
const chainStep = { timeout: 60_000 }
test.describe.configure({ mode: 'serial', timeout: 15 * 60_000 })

const root = path.resolve(import.meta.dirname, '../..')
const PASSPHRASE = 'Devnet#2026key'
const NEWCOMER = `e2e_${Date.now().toString(36)}`
const NEWCOMER_PASSWORD = 'Newcomer#2026'
const ACCOUNT = `acc${Date.now()
  .toString(36)
  .replace(/[^a-z1-5]/g, '')
  .slice(-9)}`.slice(0, 12)

let dataDir: string
let system: RunningSystem | undefined

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'ddc-accounts-'))
  system = await startSystem({
    dataDir,
    captchaAnswersFile: path.join(dataDir, 'captcha-answers.txt'),
    startTimeoutMs: FIRST_START_MS,
  })
})

test.afterAll(async () => {
  await system?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

function running(): RunningSystem {
  if (!system) throw new Error('the system is not running')
  return system
}

function chainHelper(args: string[], env: NodeJS.ProcessEnv = {}): Record<string, unknown> {
  const printed = execFileSync(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    [path.join(root, 'e2e', 'system', 'account-chain.ts'), ...args],
    { cwd: root, encoding: 'utf8', timeout: 120_000, env: { ...process.env, ...env } },
  )
  return JSON.parse(printed.trim().split('\n').at(-1) ?? '{}') as Record<string, unknown>
}

function newKeys(): { publicKey: string; privateKey: string } {
  return chainHelper(['keys']) as { publicKey: string; privateKey: string }
}

function transferBy(account: string, privateKey: string): { ok: boolean; code?: string } {
  return chainHelper(['transfer', running().devnetUrl, running().contractAccount, account, 'consumer1'], {
    ACCOUNT_KEY: privateKey,
  }) as { ok: boolean; code?: string }
}

interface Permission {
  perm_name: string
  required_auth: {
    threshold: number
    keys: { key: string; weight: number }[]
    accounts: { permission: { actor: string; permission: string }; weight: number }[]
  }
}

async function chainAccount(name: string): Promise<{ permissions: Permission[] }> {
  const response = await fetch(new URL('/v1/chain/get_account', running().devnetUrl), {
    method: 'POST',
    body: JSON.stringify({ account_name: name }),
  })
  expect(response.ok).toBe(true)
  return (await response.json()) as { permissions: Permission[] }
}

async function logIn(browser: Browser, userName: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await page.goto(new URL('login', running().consoleUrl).href)
  await page.getByLabel('账号').fill(userName)
  await page.getByRole('textbox', { name: '密码', exact: true }).fill(password)
  await page.getByRole('button', { name: '登录', exact: true }).click()
  await expect(page).not.toHaveURL(/\/login$/, screen)
  return page
}

function demoPassword(user: string): string {
  const login = running().demoLogins.get(user)
  if (!login) throw new Error(`npm start printed no ${user} login`)
  return login.password
}

/** Runs the open chain-operation dialog to its end: the passphrase when asked, then the confirmation. */
async function confirmChainOperation(page: Page, title: string): Promise<string> {
  const passphrase = page.getByRole('dialog', { name: '请输入口令密码' })
  const operation = page.getByRole('dialog', { name: title })
  await expect(passphrase.or(operation.getByRole('button', { name: '确认' }))).toBeVisible(screen)
  if (await passphrase.isVisible()) {
    await passphrase.getByLabel('口令密码').fill(PASSPHRASE)
    await passphrase.getByRole('button', { name: '确定' }).click()
  }
  await operation.getByRole('button', { name: '确认' }).click(screen)
  await expect(operation.getByText('操作成功')).toBeVisible(chainStep)
  const txId = (await operation.locator('code').first().textContent()) ?? ''
  expect(txId).toMatch(/^[0-9a-f]{64}$/)
  await operation.getByRole('button', { name: '关闭' }).first().click()
  return txId
}

const steps: Record<string, string> = {}
let keys = { first: { publicKey: '', privateKey: '' }, second: { publicKey: '', privateKey: '' } }

test('a newcomer registers and applies; the platform approves; the account is on chain', async ({ browser }) => {
  keys = { first: newKeys(), second: newKeys() }
  const visitor = await (await browser.newContext()).newPage()
  await visitor.goto(new URL('register', running().consoleUrl).href)
  await visitor.getByLabel('账户名').fill(NEWCOMER)
  await visitor.getByLabel('登录密码').fill(NEWCOMER_PASSWORD)
  await visitor.getByLabel('手机号').fill('13712345678')
  await visitor.getByRole('button', { name: '提交' }).click()
  await expect(visitor).toHaveURL(/\/login$/, screen)

  const newcomer = await logIn(browser, NEWCOMER, NEWCOMER_PASSWORD)
  await newcomer.goto(new URL('personal-center', running().consoleUrl).href)
  const apply = newcomer.getByRole('region', { name: '申请链账户' })
  await newcomer.getByLabel('链账户名称').fill(ACCOUNT)
  await newcomer.getByLabel('业务名称（平台）').fill('星河数藏')
  await newcomer.getByLabel('密钥方式').selectOption({ label: '使用自己的公钥（非托管）' })
  await newcomer.getByLabel('公钥').fill(keys.first.publicKey)
  await newcomer.getByRole('button', { name: '提交申请' }).click()
  await expect(apply.getByText(`您的申请（${ACCOUNT}）正在审核中`).first()).toBeVisible(screen)

  const platform = await logIn(browser, 'devnet_platform', demoPassword('devnet_platform'))
  await platform.goto(new URL('account-manage?tab=pending', running().consoleUrl).href)
  await platform.getByRole('button', { name: `通过 ${ACCOUNT}` }).click(screen)
  steps.create_account = await confirmChainOperation(platform, `通过申请 ${ACCOUNT}`)

  const onChain = await chainAccount(ACCOUNT)
  for (const name of ['owner', 'active']) {
    const permission = onChain.permissions.find((candidate) => candidate.perm_name === name)
    expect(permission?.required_auth).toEqual({
      threshold: 1,
      keys: [{ key: keys.first.publicKey, weight: 1 }],
      accounts: [{ permission: { actor: 'platform1', permission: 'owner' }, weight: 1 }],
      waits: [],
    })
  }
  await newcomer.reload()
  await expect(newcomer.getByText(`您的申请（${ACCOUNT}）已通过`).first()).toBeVisible(screen)
})

test('the operator freezes the account (its transfer is refused as frozen) and unfreezes it', async ({ browser }) => {
  const operator = await logIn(browser, 'devnet_operator', demoPassword('devnet_operator'))
  await operator.goto(new URL(`account-manage-detail?account=${ACCOUNT}`, running().consoleUrl).href)
  await operator.getByRole('button', { name: `冻结 ${ACCOUNT}` }).click(screen)
  steps.freeze_account = await confirmChainOperation(operator, `冻结链账户 ${ACCOUNT}`)
  expect(transferBy(ACCOUNT, keys.first.privateKey)).toEqual({ ok: false, code: 'accountFrozen' })

  await operator.reload()
  await expect(operator.getByText('运营方级别：已冻结')).toBeVisible(screen)
  await operator.getByRole('button', { name: `解冻 ${ACCOUNT}` }).click(screen)
  steps.unfreeze_account = await confirmChainOperation(operator, `解冻链账户 ${ACCOUNT}`)
  expect(transferBy(ACCOUNT, keys.first.privateKey).code).not.toBe('accountFrozen')
})

test('a forgotten key is reset: the old key no longer signs', async ({ browser }) => {
  const newcomer = await logIn(browser, NEWCOMER, NEWCOMER_PASSWORD)
  await newcomer.goto(new URL('personal-center', running().consoleUrl).href)
  await newcomer.getByLabel('密钥方式').selectOption({ label: '使用自己的公钥（非托管）' })
  await newcomer.getByLabel('公钥').fill(keys.second.publicKey)
  await newcomer.getByRole('button', { name: '提交申请' }).click()
  await expect(newcomer.getByText(`您的申请（${ACCOUNT}）正在审核中`).first()).toBeVisible(screen)

  const platform = await logIn(browser, 'devnet_platform', demoPassword('devnet_platform'))
  await platform.goto(new URL(`account-manage-detail?account=${ACCOUNT}`, running().consoleUrl).href)
  await platform.getByRole('button', { name: '重置密钥' }).click(screen)
  steps.reset_key = await confirmChainOperation(platform, '重置密钥')

  const owner = (await chainAccount(ACCOUNT)).permissions.find((permission) => permission.perm_name === 'owner')
  expect(owner?.required_auth.keys).toEqual([{ key: keys.second.publicKey, weight: 1 }])
  expect(transferBy(ACCOUNT, keys.first.privateKey)).toEqual({ ok: false, code: 'missingAuthority' })
})

test('the audit log lists each step with its transaction id', async ({ browser }) => {
  const operator = await logIn(browser, 'devnet_operator', demoPassword('devnet_operator'))
  await operator.goto(new URL('audit-log', running().consoleUrl).href)
  await operator.getByLabel('用户名/链账户').fill(ACCOUNT)
  await operator.getByRole('button', { name: '查询' }).click()
  const table = operator.getByRole('table', { name: '操作日志' })
  for (const [operation, label] of [
    ['create_account', '创建链账户'],
    ['freeze_account', '冻结链账户'],
    ['unfreeze_account', '解冻链账户'],
    ['reset_key', '重置密钥'],
  ] as const) {
    const txId = steps[operation] ?? ''
    await expect(table.getByRole('row').filter({ hasText: label }).filter({ hasText: txId })).toBeVisible(screen)
  }
  await expect(table.getByRole('row').filter({ hasText: '申请链账户' })).toBeVisible(screen)
  await expect(table.getByRole('row').filter({ hasText: '通过申请' }).first()).toBeVisible(screen)
})
