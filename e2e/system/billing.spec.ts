import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { startSystem, type RunningSystem } from './running-system'

/**
 * Billing on the whole system (`npm start`: devnet, API server with its indexer, console), all through the
 * console and signed in the browser: the operator sets the single-copy mint fee (`setfee`), self-recharges
 * (`selfrecharge`) and distributes points to the demo platform (`recharge`), each through the chain-operation
 * dialog (passphrase, fee preview, confirm, indexed). The fee rule table shows the new fee, and the platform
 * party sees the points arrive in its balance and its ledger.
 *
 * Not covered here: a charged mint with the new fee shown before signing (the mint screen is built in the
 * collectibles issue; the fee preview reads the same `getFee` rules this table shows).
 */

const FIRST_START_MS = 6 * 60_000
const screen = { timeout: 30_000 }
/** A chain operation: checks, confirm, sign, include and index on a loaded machine. */
const onChain = { timeout: 60_000 }
test.describe.configure({ mode: 'serial', timeout: 15 * 60_000 })

const OPERATOR_USER = 'devnet_operator'
const PLATFORM_USER = 'devnet_platform'
const PLATFORM_ACCOUNT = 'platform1'
/** README: the chain passphrase of the three demo users (development fixture, devnet only). */
const DEMO_PASSPHRASE = 'Devnet#2026key'
const MINT_FEE = '7'
const SELF_RECHARGE = '5000'
const DISTRIBUTED = '321'

let dataDir: string
let system: RunningSystem | undefined

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'ddc-billing-'))
  const began = performance.now()
  system = await startSystem({
    dataDir,
    captchaAnswersFile: path.join(dataDir, 'captcha-answers.txt'),
    startTimeoutMs: FIRST_START_MS,
  })
  console.log(`billing: npm start answered in ${((performance.now() - began) / 1000).toFixed(1)} s`)
})

test.afterAll(async () => {
  await system?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

function running(): RunningSystem {
  if (!system) throw new Error('the system is not running')
  return system
}

async function logIn(browser: Browser, user: string): Promise<Page> {
  const login = running().demoLogins.get(user)
  if (!login) throw new Error(`npm start printed no ${user} login`)
  const page = await (await browser.newContext()).newPage()
  await page.goto(new URL('login', running().consoleUrl).href)
  await page.getByLabel('账号').fill(user)
  await page.getByRole('textbox', { name: '密码', exact: true }).fill(login.password)
  await page.getByRole('button', { name: '登录', exact: true }).click()
  await expect(page.getByRole('navigation', { name: '菜单' })).toBeVisible(screen)
  return page
}

/** Opens a console route through the side menu, as a user would. */
async function openFromMenu(page: Page, group: string, item: string): Promise<void> {
  const menu = page.getByRole('navigation', { name: '菜单' })
  const link = menu.getByRole('link', { name: item, exact: true })
  if (!(await link.isVisible())) await menu.getByRole('button', { name: group }).click()
  await link.click()
}

/**
 * Runs the open chain-operation dialog to its end: the passphrase when the key is still locked, the fee
 * preview, confirm, then '上链成功' once the indexer has the transaction.
 */
async function confirmOnChain(page: Page, title: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title })
  const passphrase = page.getByRole('dialog', { name: '请输入口令密码' })
  await expect(dialog.or(passphrase).first()).toBeVisible(screen)
  if (await passphrase.isVisible()) {
    await passphrase.getByLabel(/口令密码/).fill(DEMO_PASSPHRASE)
    await passphrase.getByRole('button', { name: '确定' }).click()
  }
  await expect(dialog.getByText('本次操作消耗积分')).toBeVisible(onChain)
  await dialog.getByRole('button', { name: '确认并签名' }).click()
  await expect(dialog.getByText('上链成功')).toBeVisible(onChain)
  await dialog.getByRole('button', { name: '完成' }).click()
  await expect(dialog).toBeHidden()
}

test('the operator sets a fee, self-recharges and distributes; the platform sees the points arrive', async ({
  browser,
}) => {
  const operator = await logIn(browser, OPERATOR_USER)

  // The single-copy mint fee, set on the chain; the rule table shows it from the indexer.
  await openFromMenu(operator, '计费管理', '设置计费')
  await operator.getByLabel(/业务类型/).selectOption({ label: '单一藏品' })
  await operator.getByLabel(/功能/).selectOption({ label: '创建（mint）' })
  await operator.getByLabel(/费用（积分）/).fill(MINT_FEE)
  await operator.getByRole('button', { name: '提交' }).click()
  await confirmOnChain(operator, '设置计费')
  await expect(operator.getByText(`当前费用：${MINT_FEE} 积分`)).toBeVisible(screen)
  await openFromMenu(operator, '计费管理', '计费规则')
  const rules = operator.getByRole('table', { name: '计费规则列表' })
  await expect(rules.getByRole('row', { name: /单一藏品\s*创建（mint）/ })).toContainText(MINT_FEE, screen)

  // Self-recharge: the operator's balance grows by the amount.
  await openFromMenu(operator, '计费管理', '充值')
  await operator.getByRole('tab', { name: '自充值' }).click()
  const selfRecharge = operator.getByRole('form', { name: '自充值' })
  await selfRecharge.getByLabel(/积分/).fill(SELF_RECHARGE)
  await selfRecharge.getByRole('button', { name: '提交' }).click()
  await confirmOnChain(operator, '自充值')
  await openFromMenu(operator, '计费管理', '充值记录')
  const recharges = operator.getByRole('table', { name: '充值记录列表' })
  await expect(recharges.getByRole('row').nth(1)).toContainText('自充值', screen)
  await expect(recharges.getByRole('row').nth(1)).toContainText(SELF_RECHARGE)

  // Distribution to the demo platform.
  await openFromMenu(operator, '计费管理', '积分分配')
  const distribution = operator.getByRole('form', { name: '为平台方分配积分' })
  const recipient = distribution.getByLabel(/接收账户/)
  await expect(recipient.locator('option', { hasText: PLATFORM_ACCOUNT })).toBeAttached(screen)
  await recipient.selectOption({ value: PLATFORM_ACCOUNT })
  await distribution.getByLabel(/积分/).fill(DISTRIBUTED)
  await distribution.getByLabel(/备注/).fill('e2e 分配')
  await distribution.getByRole('button', { name: '提交' }).click()
  await confirmOnChain(operator, '积分分配')

  // The platform party: the points in its ledger, from the operator, and in its balance.
  const platform = await logIn(browser, PLATFORM_USER)
  await openFromMenu(platform, '计费管理', '我的积分')
  await platform.getByRole('link', { name: '查看流水' }).click()
  const ledger = platform.getByRole('table', { name: '积分流水列表' })
  const arrived = ledger.getByRole('row').filter({ hasText: `+${DISTRIBUTED}` })
  await expect(arrived).toBeVisible(screen)
  await expect(arrived).toContainText('operator1')
})
