import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { startSystem, type RunningSystem } from './running-system'

/**
 * Statistics on the whole system (`npm start`: devnet, API server with its indexer, console): after a charged
 * mint signed as platform1 with the chain SDK, the platform's statistics page counts it in today's mints, its
 * home dashboard lists it among the recent operations with a link to its deal page, and the operator's
 * reconciliation screen finds the server's points ledger and the chain's s21balance table in agreement.
 */

const FIRST_START_MS = 6 * 60_000
const screen = { timeout: 30_000 }
test.describe.configure({ mode: 'serial', timeout: 15 * 60_000 })

const PLATFORM_USER = 'devnet_platform'
const OPERATOR_USER = 'devnet_operator'
const OWNER = 'consumer1'
const root = path.resolve(import.meta.dirname, '../..')

let dataDir: string
let system: RunningSystem | undefined

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'ddc-statistics-'))
  const began = performance.now()
  system = await startSystem({
    dataDir,
    captchaAnswersFile: path.join(dataDir, 'captcha-answers.txt'),
    startTimeoutMs: FIRST_START_MS,
  })
  console.log(`statistics: npm start answered in ${((performance.now() - began) / 1000).toFixed(1)} s`)
})

test.afterAll(async () => {
  await system?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

function running(): RunningSystem {
  if (!system) throw new Error('the system is not running')
  return system
}

/** Logs in through the console's login page as a demo user that `npm start` printed; answers the API token. */
async function logIn(page: Page, user: string): Promise<string> {
  const login = running().demoLogins.get(user)
  if (!login) throw new Error(`npm start printed no ${user} login`)
  await page.goto(new URL('login', running().consoleUrl).href)
  await page.getByLabel('账号').fill(user)
  await page.getByRole('textbox', { name: '密码', exact: true }).fill(login.password)
  await page.getByRole('button', { name: '登录', exact: true }).click()
  await expect(page).not.toHaveURL(/\/login$/, screen)
  await expect(page.getByRole('navigation').first()).toBeVisible(screen)
  return (await page.evaluate(() => sessionStorage.getItem('token'))) ?? ''
}

/** The SDK mint of mint-as-platform.ts (platform1's devnet key, in a tsx child process). */
function mintAsPlatform(): { transactionId: string; nftId: string } {
  const printed = execFileSync(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    [
      path.join(root, 'e2e', 'system', 'mint-as-platform.ts'),
      running().devnetUrl,
      running().contractAccount,
      path.join(dataDir, 'devnet', 'dev-accounts.json'),
      OWNER,
    ],
    { cwd: root, encoding: 'utf8', timeout: 120_000 },
  )
  const minted = JSON.parse(printed.trim().split('\n').at(-1) ?? '') as { transactionId: string; nftIds?: string[] }
  const nftId = minted.nftIds?.[0]
  if (!nftId) throw new Error(`the mint answered no collectible: ${printed}`)
  return { transactionId: minted.transactionId, nftId }
}

/** The server's `checkTransaction`, asked until the indexer has written the transaction. */
async function waitUntilIndexed(token: string, transactionId: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const url = new URL('/api/v1/chain/checkTransaction', running().apiUrl)
        url.searchParams.set('id', transactionId)
        url.searchParams.set('wait_ms', '5000')
        const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } })
        const body = (await response.json()) as { data?: { indexed?: boolean } }
        return body.data?.indexed === true
      },
      { timeout: 60_000, intervals: [0] },
    )
    .toBe(true)
}

async function operatorReconciles(browser: Browser): Promise<void> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await logIn(page, OPERATOR_USER)
  await page.goto(new URL('charging/reconciliation', running().consoleUrl).href)
  await expect(page.getByRole('heading', { name: '积分对账', level: 1 })).toBeVisible(screen)
  await expect(page.getByRole('status').filter({ hasText: '账目一致：没有差异' })).toBeVisible(screen)
  const differences = page.getByRole('table', { name: '积分对账' })
  await expect(differences.getByText('账目一致：没有差异')).toBeVisible()
  await context.close()
}

test('a charged mint shows in today’s statistics and the recent operations; the ledger and the chain agree', async ({
  browser,
}) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  const token = await logIn(page, PLATFORM_USER)
  const minted = mintAsPlatform()
  await waitUntilIndexed(token, minted.transactionId)

  // Home: the mint is the newest of the recent operations; its link opens the deal page of that transaction.
  await page.goto(new URL('home', running().consoleUrl).href)
  const recent = page.getByRole('table', { name: '最近操作' })
  const newest = recent.getByRole('row').nth(1)
  await expect(newest).toContainText(minted.nftId, screen)
  await expect(newest).toContainText('创建')
  const todayMints = page.locator('dt', { hasText: '今日创建藏品' }).locator('xpath=following-sibling::dd[1]')
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
  await expect(page.locator('dt', { hasText: '交易哈希' }).locator('xpath=following-sibling::dd[1]')).toContainText(
    minted.transactionId,
    screen,
  )
  await context.close()

  await operatorReconciles(browser)
})
