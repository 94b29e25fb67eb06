import { expect, test, type Browser } from '@playwright/test'
import { mintAsPlatform } from './steps/chain-sdk'
import { detail, logIn } from './steps/console'
import { waitUntilIndexed } from './steps/indexer'
import { startSystemForSpec } from './steps/system'
import { screen } from './steps/waits'

/**
 * Statistics on the whole system (`npm start`: devnet, API server with its indexer, console): after a charged
 * mint signed as platform1 with the chain SDK, the platform's statistics page counts it in today's mints, its
 * home dashboard lists it among the recent operations with a link to its deal page, and the operator's
 * reconciliation screen finds the server's points ledger and the chain's s21balance table in agreement.
 */

test.describe.configure({ mode: 'serial', timeout: 15 * 60_000 })

const PLATFORM_USER = 'devnet_platform'
const OPERATOR_USER = 'devnet_operator'
const OWNER = 'consumer1'

const system = startSystemForSpec('statistics')

async function operatorReconciles(browser: Browser): Promise<void> {
  const { page } = await logIn(browser, system, OPERATOR_USER)
  await page.goto(system.url('charging/reconciliation'))
  await expect(page.getByRole('heading', { name: '积分对账', level: 1 })).toBeVisible(screen)
  await expect(page.getByRole('status').filter({ hasText: '账目一致：没有差异' })).toBeVisible(screen)
  const differences = page.getByRole('table', { name: '积分对账' })
  await expect(differences.getByText('账目一致：没有差异')).toBeVisible()
  await page.context().close()
}

test('a charged mint shows in today’s statistics and the recent operations; the ledger and the chain agree', async ({
  browser,
}) => {
  const { page, token } = await logIn(browser, system, PLATFORM_USER)
  const minted = mintAsPlatform(system, OWNER)
  await waitUntilIndexed(system, token, minted.transactionId)

  // Home: the mint is the newest of the recent operations; its link opens the deal page of that transaction.
  await page.goto(system.url('home'))
  const recent = page.getByRole('table', { name: '最近操作' })
  const newest = recent.getByRole('row').nth(1)
  await expect(newest).toContainText(minted.nftId, screen)
  await expect(newest).toContainText('创建')
  const todayMints = detail(page, '今日创建藏品')
  await expect(todayMints).not.toHaveText('0', screen)

  // Statistics: today's period of the mints counts it.
  await page.getByRole('link', { name: '查看创建藏品统计' }).click()
  await expect(page.getByRole('img', { name: /^创建藏品趋势（按日）/ })).toBeVisible(screen)
  const today = new Date().toISOString().slice(0, 10)
  const todayRow = page.getByRole('table', { name: '创建藏品明细' }).getByRole('row').filter({ hasText: today })
  await expect(todayRow).toHaveCount(1)
  await expect(todayRow.getByRole('cell').nth(1)).not.toHaveText('0')
  const breakdown = page.getByRole('table', { name: '按平台方分布' })
  await expect(breakdown.getByRole('row').filter({ hasText: 'platform1' })).toBeVisible()

  // Back home, to the deal page from the recent operation.
  await page.goBack()
  await newest.getByRole('link').click()
  await expect(page.getByRole('heading', { name: '交易详情', level: 1 })).toBeVisible(screen)
  await expect(detail(page, '交易哈希')).toContainText(minted.transactionId, screen)
  await page.context().close()

  await operatorReconciles(browser)
})
