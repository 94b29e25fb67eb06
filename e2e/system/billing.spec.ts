import { expect, type Page } from '@playwright/test'
import {
  confirmBillingOperation,
  runCollectibleOperation,
  type CollectibleOperationDone,
} from './steps/chain-operation'
import { consoleSessions, detail, openFromMenu, type LoggedIn } from './steps/console'
import { waitUntilIndexed } from './steps/indexer'
import { startSystemForSpec, test } from './steps/system'
import { screen } from './steps/waits'

/**
 * Billing on the whole system (`npm start`: devnet, API server with its indexer, console), all through the
 * console and signed in the browser: the operator sets the single-copy mint fee (`setfee`), self-recharges
 * (`selfrecharge`) and distributes points to the demo platform (`recharge`), each through the chain-operation
 * dialog (passphrase, fee preview, confirm, indexed). The fee rule table shows the new fee, and the platform
 * party sees the points arrive in its ledger. The platform then mints on its mint screen: the preview shows
 * the new fee before it signs, and its ledger is charged exactly that. The operator's reconciliation screen
 * finds the server's ledger and the chain's s21balance table in agreement; the platform's home and statistics
 * page count the mint in today's figures and link to its deal page.
 */

test.describe.configure({ mode: 'serial', timeout: 15 * 60_000 })

const OPERATOR_USER = 'devnet_operator'
const PLATFORM_USER = 'devnet_platform'
const PLATFORM_ACCOUNT = 'platform1'
const MINT_FEE = '7'
const SELF_RECHARGE = '5000'
const DISTRIBUTED = '321'
const OWNER = 'consumer1'

const system = startSystemForSpec('billing')
// The operator and the platform log in through the login form once; later steps work on the same page.
const sessions = consoleSessions(system)

let platform: LoggedIn | undefined
let minted: CollectibleOperationDone | undefined
/** The platform's mints counted for today before its mint: on the home page and on the statistics page. */
let mintsBefore: { day: string; home: number; statistics: number } | undefined

function platformSession(): LoggedIn {
  if (!platform) throw new Error('the platform has not logged in')
  return platform
}

function mintDone(): CollectibleOperationDone {
  if (!minted) throw new Error('the platform has not minted')
  return minted
}

test('the operator sets a fee, self-recharges and distributes; the platform sees the points arrive', async ({
  browser,
}) => {
  const { page: operator } = await sessions.as(browser, OPERATOR_USER)

  // The single-copy mint fee, set on the chain; the rule table shows it from the indexer.
  await openFromMenu(operator, '计费管理', '设置计费')
  await operator.getByLabel(/业务类型/).selectOption({ label: '单一藏品' })
  await operator.getByLabel(/功能/).selectOption({ label: '创建（mint）' })
  await operator.getByLabel(/费用（积分）/).fill(MINT_FEE)
  await operator.getByRole('button', { name: '提交' }).click()
  await confirmBillingOperation(operator, '设置计费')
  await expect(operator.getByText(`当前费用：${MINT_FEE} 积分`)).toBeVisible(screen)
  await openFromMenu(operator, '计费管理', '计费规则')
  const rules = operator.getByRole('table', { name: '计费规则列表' })
  await expect(rules.getByRole('row', { name: /单一藏品\s*创建\s*\d/ })).toContainText(MINT_FEE, screen)

  // Self-recharge: the operator's balance grows by the amount.
  await openFromMenu(operator, '计费管理', '充值')
  await operator.getByRole('tab', { name: '自充值' }).click()
  const selfRecharge = operator.getByRole('form', { name: '自充值' })
  await selfRecharge.getByLabel(/积分/).fill(SELF_RECHARGE)
  await selfRecharge.getByRole('button', { name: '提交' }).click()
  await confirmBillingOperation(operator, '自充值')
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
  await confirmBillingOperation(operator, '积分分配')

  // The platform party: the points in its ledger, from the operator, and in its balance.
  platform = await sessions.as(browser, PLATFORM_USER)
  const { page } = platform
  await openFromMenu(page, '计费管理', '我的积分')
  await page.getByRole('link', { name: '查看流水' }).click()
  const ledger = page.getByRole('table', { name: '积分流水列表' })
  const arrived = ledger.getByRole('row').filter({ hasText: `+${DISTRIBUTED}` })
  await expect(arrived).toBeVisible(screen)
  await expect(arrived).toContainText('operator1')
})

/** Today as the server counts it: statistics periods are UTC days (src/lib/statistics/periods.ts). */
function serverToday(): string {
  return new Date().toISOString().slice(0, 10)
}

/** Today's mints on the home page ('今日创建藏品'). */
async function homeMintsToday(page: Page): Promise<number> {
  await page.goto(system.url('home'))
  const figure = detail(page, '今日创建藏品')
  await expect(figure).toHaveText(/^\d+$/, screen)
  return Number(await figure.textContent())
}

/** Today's row of the mints statistics (by day): its count. */
async function statisticsMintsToday(page: Page, day: string): Promise<number> {
  await page.goto(system.url('admin-statistics-detail/mints'))
  await expect(page.getByRole('img', { name: /^创建藏品趋势（按日）/ })).toBeVisible(screen)
  const row = page.getByRole('table', { name: '创建藏品明细' }).getByRole('row').filter({ hasText: day })
  await expect(row).toHaveCount(1)
  const count = row.getByRole('cell').nth(1)
  await expect(count).toHaveText(/^\d+$/)
  return Number(await count.textContent())
}

/** The platform's points balance, on its points page (left open there, with the way to its ledger). */
async function pointsBalance(page: Page): Promise<number> {
  await openFromMenu(page, '计费管理', '我的积分')
  const balance = detail(page, '积分余额')
  await expect(balance).toHaveText(/^\d+$/, screen)
  return Number(await balance.textContent())
}

test('the platform mints, shown the new fee before signing, and is charged exactly that', async () => {
  const { page, token } = platformSession()
  const day = serverToday()
  mintsBefore = { day, home: await homeMintsToday(page), statistics: await statisticsMintsToday(page, day) }
  const balanceBefore = await pointsBalance(page)

  await page.goto(system.url('digital-collection-721'))
  await page.getByRole('button', { name: '创建藏品', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: '创建藏品' })
  await dialog.getByLabel('接收方链账户').fill(OWNER)
  await dialog.getByLabel('资源标识符').fill('ipfs://billing/charged')
  minted = await runCollectibleOperation(page, dialog, (feeLine) =>
    expect(feeLine).toHaveText(`${MINT_FEE} 积分 × 1 = ${MINT_FEE} 积分`),
  )
  await waitUntilIndexed(system, token, minted.transactionId)

  expect(await pointsBalance(page)).toBe(balanceBefore - Number(MINT_FEE))
  await page.getByRole('link', { name: '查看流水' }).click()
  const charged = page.getByRole('table', { name: '积分流水列表' }).getByRole('row').nth(1)
  await expect(charged).toContainText('手续费', screen)
  await expect(charged.getByRole('cell').nth(2)).toHaveText(`-${MINT_FEE}`)
})

test('the reconciliation finds no difference; today’s statistics count the mint', async ({ browser }) => {
  const operator = await sessions.as(browser, OPERATOR_USER)
  await operator.page.goto(system.url('charging/reconciliation'))
  await expect(operator.page.getByRole('heading', { name: '积分对账', level: 1 })).toBeVisible(screen)
  await expect(operator.page.getByRole('status').filter({ hasText: '账目一致：没有差异' })).toBeVisible(screen)
  const differences = operator.page.getByRole('table', { name: '积分对账' })
  await expect(differences.getByText('账目一致：没有差异')).toBeVisible()
  await sessions.leave(OPERATOR_USER)

  // Home: the mint is the newest of the recent operations; today's mints count it (one more than before it;
  // from zero when the UTC day turned in between).
  const { page } = platformSession()
  const mint = mintDone()
  if (!mintsBefore) throw new Error('the mint test did not read the figures before its mint')
  const day = serverToday()
  const sameDay = day === mintsBefore.day
  await page.goto(system.url('home'))
  const newest = page.getByRole('table', { name: '最近操作' }).getByRole('row').nth(1)
  await expect(newest).toContainText('创建', screen)
  await expect(detail(page, '今日创建藏品')).toHaveText(String((sameDay ? mintsBefore.home : 0) + 1), screen)

  // Statistics: today's period of the mints counts it, platform1 among the platforms.
  await page.getByRole('link', { name: '查看创建藏品统计' }).click()
  await expect(page.getByRole('img', { name: /^创建藏品趋势（按日）/ })).toBeVisible(screen)
  const todayRow = page.getByRole('table', { name: '创建藏品明细' }).getByRole('row').filter({ hasText: day })
  await expect(todayRow).toHaveCount(1)
  await expect(todayRow.getByRole('cell').nth(1)).toHaveText(String((sameDay ? mintsBefore.statistics : 0) + 1))
  const breakdown = page.getByRole('table', { name: '按平台方分布' })
  await expect(breakdown.getByRole('row').filter({ hasText: PLATFORM_ACCOUNT })).toBeVisible()

  // Back home, to the deal page of the mint from the recent operation.
  await page.goBack()
  await newest.getByRole('link').click()
  await expect(page.getByRole('heading', { name: '交易详情', level: 1 })).toBeVisible(screen)
  await expect(detail(page, '交易哈希')).toContainText(mint.transactionId, screen)
})
