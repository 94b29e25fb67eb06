import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { startSystem, type RunningSystem } from './running-system'

/**
 * The whole system from the README's command (`npm start`: devnet, API server with its indexer, console):
 * the demo platform party logs in through the console, a single-copy collectible is minted on the devnet,
 * a visitor finds it by number and by owner, and its details, provenance and deal page show the devnet's
 * transaction hash and block number. The whole system is restarted in the middle and loses nothing.
 *
 * The mint here is signed with the chain SDK and the devnet's development key, so that this spec stays about
 * the system (start, index, restart); minting and every other operation through the console's dialogs, with
 * the passphrase, is collectible-operations.spec.ts. The second test follows a visitor's details page live.
 */

// The first start builds the contract (minutes on a loaded 2-core machine), Vite optimises on first load.
const FIRST_START_MS = 6 * 60_000
const RESTART_MS = 3 * 60_000
const screen = { timeout: 30_000 }
test.describe.configure({ mode: 'serial', timeout: 15 * 60_000 })

const PLATFORM_USER = 'devnet_platform'
const OWNER = 'consumer1'
const root = path.resolve(import.meta.dirname, '../..')

let dataDir: string
let captchaAnswersFile: string
let system: RunningSystem | undefined

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'ddc-whole-system-'))
  captchaAnswersFile = path.join(dataDir, 'captcha-answers.txt')
  const began = performance.now()
  system = await startSystem({ dataDir, captchaAnswersFile, startTimeoutMs: FIRST_START_MS })
  console.log(`whole system: npm start answered in ${((performance.now() - began) / 1000).toFixed(1)} s`)
})

test.afterAll(async () => {
  await system?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

function running(): RunningSystem {
  if (!system) throw new Error('the system is not running')
  return system
}

async function restart(): Promise<void> {
  const began = performance.now()
  await running().stop()
  system = undefined
  system = await startSystem({ dataDir, captchaAnswersFile, startTimeoutMs: RESTART_MS })
  console.log(`whole system: restarted in ${((performance.now() - began) / 1000).toFixed(1)} s`)
}

/** Logs in through the console's login page; answers the API token the console keeps for the session. */
async function logInAsPlatform(page: Page): Promise<string> {
  // The demo login as npm start prints it (server/dev/demo-users.ts, README).
  const platform = running().demoLogins.get(PLATFORM_USER)
  if (!platform) throw new Error(`npm start printed no ${PLATFORM_USER} login`)
  await page.goto(new URL('login', running().consoleUrl).href)
  await page.getByLabel('账号').fill(PLATFORM_USER)
  await page.getByRole('textbox', { name: '密码', exact: true }).fill(platform.password)
  await page.getByRole('button', { name: '登录', exact: true }).click()
  await expect(page).not.toHaveURL(/\/login$/, screen)
  await expect(page.getByRole('navigation')).toBeVisible(screen)
  const token = await page.evaluate(() => sessionStorage.getItem('token'))
  expect(token).toBeTruthy()
  return token ?? ''
}

/**
 * Mints a single-copy collectible for OWNER, signed as platform1 with its devnet development key, through the
 * chain SDK (in a tsx child process: see mint-as-platform.ts).
 */
function mintAsPlatform(owner: string = OWNER): Minted {
  const printed = execFileSync(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    [
      path.join(root, 'e2e', 'system', 'mint-as-platform.ts'),
      running().devnetUrl,
      running().contractAccount,
      path.join(dataDir, 'devnet', 'dev-accounts.json'),
      owner,
    ],
    { cwd: root, encoding: 'utf8', timeout: 120_000 },
  )
  const minted = JSON.parse(printed.trim().split('\n').at(-1) ?? '') as {
    transactionId: string
    blockNum?: number
    nftIds?: string[]
  }
  const nftId = minted.nftIds?.[0]
  if (!nftId || minted.blockNum === undefined) throw new Error(`the mint answered no collectible or block: ${printed}`)
  return { transactionId: minted.transactionId, blockNum: minted.blockNum, nftId }
}

interface Minted {
  readonly transactionId: string
  readonly blockNum: number
  readonly nftId: string
}

interface Indexed {
  indexed: boolean
  /** A big id: decimal text. */
  block_num: string | null
}

/** The server's `checkTransaction`, asked until the indexer has written the transaction. */
async function waitUntilIndexed(token: string, transactionId: string): Promise<Indexed> {
  let answer: Indexed = { indexed: false, block_num: null }
  await expect
    .poll(
      async () => {
        const url = new URL('/api/v1/chain/checkTransaction', running().apiUrl)
        url.searchParams.set('id', transactionId)
        url.searchParams.set('wait_ms', '5000')
        const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } })
        const body = (await response.json()) as { error_code: number; data: Indexed }
        expect(body.error_code).toBe(0)
        answer = body.data
        return answer.indexed
      },
      { timeout: 60_000, intervals: [0] },
    )
    .toBe(true)
  return answer
}

/** The block the devnet itself reports for this number, as JSON text (it must contain the transaction). */
async function devnetBlock(blockNum: number): Promise<string> {
  const response = await fetch(new URL('/v1/chain/get_block', running().devnetUrl), {
    method: 'POST',
    body: JSON.stringify({ block_num_or_id: blockNum }),
  })
  expect(response.ok).toBe(true)
  return response.text()
}

/**
 * The captcha's answer, for the test: the image is drawn paths made for eyes, so `npm start` (development
 * only, CAPTCHA_ANSWERS_FILE) writes each captcha's id and answer, and the image shown is matched with the
 * server's answer that carried it.
 */
function watchCaptchas(page: Page): Map<string, string> {
  const idByImage = new Map<string, string>()
  page.on('response', async (response) => {
    if (!response.url().includes('/api/v1/system/getCode') || !response.ok()) return
    const body = (await response.json().catch(() => null)) as { data?: { captcha_id?: string; image?: string } } | null
    if (body?.data?.captcha_id && body.data.image) idByImage.set(body.data.image, body.data.captcha_id)
  })
  return idByImage
}

async function solveCaptcha(page: Page, idByImage: Map<string, string>): Promise<void> {
  const image = page.getByRole('img', { name: '验证码' })
  await expect(image).toHaveAttribute('src', /^data:image\/svg\+xml/, screen)
  let answer = ''
  await expect
    .poll(async () => {
      const src = (await image.getAttribute('src')) ?? ''
      const svg = decodeURIComponent(src.replace(/^data:image\/svg\+xml[^,]*,/, ''))
      const id = idByImage.get(svg)
      const line = id
        ? readFileSync(captchaAnswersFile, 'utf8')
            .split('\n')
            .find((entry) => entry.startsWith(`${id} `))
        : undefined
      answer = line?.split(' ')[1] ?? ''
      return answer
    }, screen)
    .toMatch(/^\w{4}$/)
  await page.getByRole('textbox', { name: '验证码' }).fill(answer)
}

/** The value shown next to a label on a details card. */
function detail(page: Page, label: string) {
  return page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]')
}

async function search(page: Page, idByImage: Map<string, string>, parameter: string): Promise<void> {
  const chains = page.getByRole('combobox', { name: '目标链' })
  await expect(chains.locator('option', { hasText: 'Antelope 开发链' })).toBeAttached(screen)
  await chains.selectOption({ label: 'Antelope 开发链' })
  await page.getByRole('textbox', { name: '藏品编号/链账户地址' }).fill(parameter)
  await solveCaptcha(page, idByImage)
  await page.getByRole('button', { name: '查询' }).click()
}

/** A visitor (no login) finds the collectible by number and by owner and checks its deal page. */
async function visitorFinds(browser: Browser, minted: Minted): Promise<void> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const idByImage = watchCaptchas(page)
  await page.goto(new URL('tourist', running().consoleUrl).href)
  await expect(page.getByRole('heading', { name: '藏品查询' })).toBeVisible(screen)

  const results = page.getByRole('table', { name: '查询结果' })
  await search(page, idByImage, OWNER)
  await expect(results.getByRole('link', { name: minted.nftId })).toBeVisible(screen)

  await search(page, idByImage, minted.nftId)
  await expect(page.getByText('共1条数据')).toBeVisible(screen)
  await expect(results.getByText('单一藏品')).toBeVisible()
  await results.getByRole('link', { name: minted.nftId }).click()

  await expect(page.getByRole('heading', { name: '藏品详情' })).toBeVisible(screen)
  const provenance = page.getByRole('table', { name: '流转记录' })
  await expect(provenance.getByText('创建')).toBeVisible(screen)
  await provenance.getByRole('link').first().click()

  await expect(page.getByRole('heading', { name: '交易详情' })).toBeVisible(screen)
  await expect(detail(page, '交易哈希')).toContainText(minted.transactionId, screen)
  await expect(detail(page, '区块高度')).toHaveText(String(minted.blockNum))
  await context.close()
}

test('a platform party mints, a visitor finds it with the devnet’s hash and block, across a restart', async ({
  browser,
}) => {
  const platformContext = await browser.newContext()
  const token = await logInAsPlatform(await platformContext.newPage())

  const minted = mintAsPlatform()
  const indexed = await waitUntilIndexed(token, minted.transactionId)
  // The SDK's block (the devnet's answer to the push), the server's and the devnet's own block agree.
  expect(indexed.block_num).toBe(String(minted.blockNum))
  expect(await devnetBlock(minted.blockNum)).toContain(minted.transactionId)
  await platformContext.close()

  await visitorFinds(browser, minted)

  await restart()

  // After the restart: the session of before is still valid (the server's database kept it, a fresh one
  // would not know it), the devnet still has the block, the demo user logs in again, the visitor finds it.
  expect(await waitUntilIndexed(token, minted.transactionId)).toMatchObject({ block_num: String(minted.blockNum) })
  const again = await browser.newContext()
  const tokenAgain = await logInAsPlatform(await again.newPage())
  expect(await waitUntilIndexed(tokenAgain, minted.transactionId)).toMatchObject({ block_num: String(minted.blockNum) })
  await again.close()
  expect(await devnetBlock(minted.blockNum)).toContain(minted.transactionId)
  await visitorFinds(browser, minted)
})

/** Transfers a collectible platform1 holds to `to`, signed with the chain SDK (transfer-as-platform.ts). */
function transferAsPlatform(nftId: string, to: string): { transactionId: string } {
  const printed = execFileSync(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    [
      path.join(root, 'e2e', 'system', 'transfer-as-platform.ts'),
      running().devnetUrl,
      running().contractAccount,
      path.join(dataDir, 'devnet', 'dev-accounts.json'),
      nftId,
      to,
    ],
    { cwd: root, encoding: 'utf8', timeout: 120_000 },
  )
  return JSON.parse(printed.trim().split('\n').at(-1) ?? '') as { transactionId: string }
}

test('a visitor’s details page follows the collectible live; share link, certificate and an irreversible deal', async ({
  browser,
}) => {
  const platformContext = await browser.newContext()
  const token = await logInAsPlatform(await platformContext.newPage())
  await platformContext.close()
  const minted = mintAsPlatform('platform1')
  await waitUntilIndexed(token, minted.transactionId)

  const context = await browser.newContext({ acceptDownloads: true })
  const page = await context.newPage()
  const idByImage = watchCaptchas(page)
  await page.goto(new URL('tourist', running().consoleUrl).href)
  await search(page, idByImage, minted.nftId)
  const results = page.getByRole('table', { name: '查询结果' })

  // Share from the results: the public details link and its QR code.
  await results.getByRole('button', { name: `分享 ${minted.nftId}` }).click()
  const dialog = page.getByRole('dialog', { name: '分享藏品' })
  await expect(dialog.getByRole('img', { name: `藏品 ${minted.nftId} 的分享二维码` })).toBeVisible(screen)
  const shared = await dialog.getByRole('textbox', { name: '分享链接' }).inputValue()
  expect(shared).toContain('/collection-search-details?erc_info_id=')
  await page.keyboard.press('Escape')

  // The shared link opens the details, which follow the collectible live.
  await page.goto(shared)
  await expect(page.getByRole('heading', { name: '藏品详情' })).toBeVisible(screen)
  await expect(page.getByText('实时更新中')).toBeVisible(screen)

  // The certificate: a PNG named after the number and the holder.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: '下载所有权证书' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe(`certificate-${minted.nftId}-platform1.png`)
  const saved = readFileSync(await file.path())
  expect(saved.subarray(1, 4).toString('latin1')).toBe('PNG')

  // The collectible moves while the page is open: the page says so without a reload.
  const moved = transferAsPlatform(minted.nftId, OWNER)
  const began = performance.now()
  await expect(page.getByText(`该藏品已转出至 ${OWNER}`, { exact: false })).toBeVisible(screen)
  console.log(
    `live details: the move showed ${((performance.now() - began) / 1000).toFixed(2)} s after the transfer was sent`,
  )
  await page.getByRole('link', { name: '查看交易' }).click()
  await expect(page.getByRole('heading', { name: '交易详情' })).toBeVisible(screen)
  await expect(detail(page, '交易哈希')).toContainText(moved.transactionId, screen)
  // The indexer writes irreversible blocks only: the deal says so, with the chain's last irreversible block.
  await expect(detail(page, '区块状态')).toContainText('不可逆', screen)
  await expect(detail(page, '区块状态')).toContainText('最新不可逆区块')
  await context.close()
})
