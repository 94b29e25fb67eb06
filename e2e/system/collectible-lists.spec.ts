import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { startSystem, type RunningSystem } from './running-system'

/**
 * The collectibles lists on the whole system (`npm start`): a single-copy collectible minted on the devnet by
 * platform1 shows in the demo platform's /digital-collection-721, filters find it and exclude it, the CSV
 * export of the filtered list holds exactly its row, its details show the §3 fields and a provenance link to
 * the deal page of the devnet's transaction; the operator sees it in /user-collection-721 with its platform.
 * The mint is signed with the chain SDK (mint-as-platform.ts): the mint screen is the operations' part.
 */

const FIRST_START_MS = 6 * 60_000
const screen = { timeout: 30_000 }
test.describe.configure({ mode: 'serial', timeout: 15 * 60_000 })

const OWNER = 'consumer1'
const root = path.resolve(import.meta.dirname, '../..')

let dataDir: string
let system: RunningSystem | undefined

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'ddc-collectible-lists-'))
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

/** Logs a demo user in through the console's login page (in a context of its own); answers the page and token. */
async function logIn(browser: Browser, userName: string): Promise<{ page: Page; token: string }> {
  const login = running().demoLogins.get(userName)
  if (!login) throw new Error(`npm start printed no ${userName} login`)
  const page = await (await browser.newContext({ acceptDownloads: true })).newPage()
  await page.goto(new URL('login', running().consoleUrl).href)
  await page.getByLabel('账号').fill(userName)
  await page.getByRole('textbox', { name: '密码', exact: true }).fill(login.password)
  await page.getByRole('button', { name: '登录', exact: true }).click()
  await expect(page).not.toHaveURL(/\/login$/, screen)
  await expect(page.getByRole('navigation').first()).toBeVisible(screen)
  const token = await page.evaluate(() => sessionStorage.getItem('token'))
  expect(token).toBeTruthy()
  return { page, token: token ?? '' }
}

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

async function waitUntilIndexed(token: string, transactionId: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const url = new URL('/api/v1/chain/checkTransaction', running().apiUrl)
        url.searchParams.set('id', transactionId)
        url.searchParams.set('wait_ms', '5000')
        const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } })
        const body = (await response.json()) as { error_code: number; data: { indexed: boolean } }
        return body.error_code === 0 && body.data.indexed
      },
      { timeout: 60_000, intervals: [0] },
    )
    .toBe(true)
}

function detail(page: Page, label: string) {
  return page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]')
}

test('a minted collectible in the platform’s and the operator’s lists: filters, CSV export, details, deal page', async ({
  browser,
}) => {
  const { page, token } = await logIn(browser, 'devnet_platform')
  const minted = mintAsPlatform()
  await waitUntilIndexed(token, minted.transactionId)

  // The platform's list shows it, newest first.
  await page.goto(new URL('digital-collection-721', running().consoleUrl).href)
  const table = page.getByRole('table', { name: '藏品列表' })
  const row = table.getByRole('link', { name: `查看藏品${minted.nftId}的详情` })
  await expect(row).toBeVisible(screen)

  // Filters: a URI text it does not have excludes it; its number finds it alone (Enter applies).
  await page.getByLabel('资源标识符').fill('no-such-resource')
  await page.getByRole('button', { name: '查询' }).click()
  await expect(page.getByText('没有符合筛选条件的藏品')).toBeVisible(screen)
  await page.getByRole('button', { name: '重置' }).click()
  await page.getByLabel('资源标识符').fill('whole-system')
  await page.getByLabel('藏品编号').fill(minted.nftId)
  await page.getByLabel('藏品编号').press('Enter')
  await expect(page).toHaveURL(new RegExp(`nft_id=${minted.nftId}`), screen)
  await expect(page.getByText('共1条数据')).toBeVisible(screen)
  await expect(row).toBeVisible(screen)

  // The CSV of the filtered list: its header and exactly this collectible.
  const downloading = page.waitForEvent('download', screen)
  await page.getByRole('button', { name: '导出CSV' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^藏品列表-721-\d{4}-\d{2}-\d{2}\.csv$/)
  const lines = readFileSync(await download.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n')
  expect(lines[0]?.split(',').slice(0, 2)).toEqual(['藏品编号', '链账户地址'])
  expect(lines.slice(1).map((line) => line.split(',').slice(0, 2))).toEqual([[minted.nftId, OWNER]])

  // The 10,000-row page of the same list (the virtual table): the server gives it, the row is in view.
  await page.goto(new URL(`digital-collection-721?nft_id=${minted.nftId}&size=10000`, running().consoleUrl).href)
  const scrolling = page.getByRole('table', { name: '藏品列表（滚动查看）' })
  await expect(scrolling).toHaveAttribute('aria-rowcount', '2', screen)
  const scrollingRow = scrolling.getByRole('link', { name: `查看藏品${minted.nftId}的详情` })
  await expect(scrollingRow).toBeVisible(screen)

  // Its details: the §3 fields, then the provenance's mint opens the deal page of the devnet's transaction.
  await scrollingRow.click()
  await expect(page.getByRole('heading', { name: '藏品详情', exact: true })).toBeVisible(screen)
  await expect(detail(page, '藏品编号')).toHaveText(minted.nftId, screen)
  await expect(detail(page, '链账户地址')).toContainText(OWNER)
  await expect(detail(page, '藏品类型')).toHaveText('单一藏品')
  await expect(detail(page, '资源标识符')).toHaveText('ipfs://whole-system/1')
  await expect(detail(page, '状态')).toHaveText('正常')
  await expect(detail(page, '创建交易')).toContainText(minted.transactionId.slice(0, 10))
  const provenance = page.getByRole('table', { name: '流转记录' })
  await expect(provenance.getByText('创建')).toBeVisible(screen)
  const dealLink = provenance.getByRole('link').first()
  await expect(dealLink).toHaveAttribute('href', /^\/collection-search-deal\?history_id=\d+&business_type=1$/)
  await dealLink.click()
  await expect(page.getByRole('heading', { name: '交易详情', exact: true }).last()).toBeVisible(screen)
  await expect(detail(page, '交易哈希')).toContainText(minted.transactionId, screen)
  await page.context().close()

  // The operator sees it among every platform's, with the minting platform, and filters by that platform.
  const operator = await logIn(browser, 'devnet_operator')
  await operator.page.goto(new URL('user-collection-721', running().consoleUrl).href)
  const operatorTable = operator.page.getByRole('table', { name: '藏品列表' })
  await expect(operatorTable.getByRole('link', { name: `查看藏品${minted.nftId}的详情` })).toBeVisible(screen)
  await operator.page.getByLabel('平台方账户').fill('platform1')
  await operator.page.getByRole('button', { name: '查询' }).click()
  await expect(operator.page).toHaveURL(/platform=platform1/, screen)
  await expect(operatorTable.getByRole('row', { name: new RegExp(minted.nftId) })).toContainText('platform1', screen)
  await operator.page.context().close()
})
