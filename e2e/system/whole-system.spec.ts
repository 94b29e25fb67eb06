import { readFileSync } from 'node:fs'
import { expect, type Browser, type Page } from '@playwright/test'
import { runCollectibleOperation } from './steps/chain-operation'
import { mintAsPlatform, transferAsPlatform, type Minted } from './steps/chain-sdk'
import { watchCaptchas } from './steps/captcha'
import { detail, logIn, type LoggedIn } from './steps/console'
import { devnetBlock, waitUntilIndexed } from './steps/indexer'
import { startSystemForSpec, test } from './steps/system'
import { firstLoad, screen } from './steps/waits'

/**
 * The whole system from the README's command (`npm start`: devnet, API server with its indexer, console):
 * the demo platform party logs in, unlocks its key with the passphrase dialog and mints a single-copy
 * collectible through the console's mint screen; a visitor finds it by number and by owner, and its details,
 * provenance and deal page show the devnet's transaction hash and block number. The whole system is restarted
 * in the middle and loses nothing; it comes back with plain `npm start`'s development console (every spec
 * before ran the production build, CONSOLE=build).
 *
 * The second test follows a visitor's details page live: there the collectible is minted and moved with the
 * chain SDK (the move must happen while the page is open; every console operation is
 * collectible-operations.spec.ts).
 */

test.describe.configure({ mode: 'serial', timeout: 15 * 60_000 })

const PLATFORM_USER = 'devnet_platform'
const OWNER = 'consumer1'

const system = startSystemForSpec('whole-system')
/** The platform's API token from its login after the restart, for the server's checkTransaction. */
let platformToken = ''

async function search(page: Page, captchas: { solve(): Promise<void> }, parameter: string): Promise<void> {
  const chains = page.getByRole('combobox', { name: '目标链' })
  await expect(chains.locator('option', { hasText: 'Antelope 开发链' })).toBeAttached(screen)
  await chains.selectOption({ label: 'Antelope 开发链' })
  await page.getByRole('textbox', { name: '藏品编号/链账户地址' }).fill(parameter)
  await captchas.solve()
  await page.getByRole('button', { name: '查询' }).click()
}

/** A visitor (no login) finds the collectible by number and by owner and checks its deal page. */
async function visitorFinds(browser: Browser, minted: Minted): Promise<void> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const captchas = watchCaptchas(page, system.captchaAnswersFile)
  await page.goto(system.url('tourist'))
  await expect(page.getByRole('heading', { name: '藏品查询' })).toBeVisible(firstLoad)

  const results = page.getByRole('table', { name: '查询结果' })
  await search(page, captchas, OWNER)
  await expect(results.getByRole('link', { name: minted.nftId })).toBeVisible(screen)

  await search(page, captchas, minted.nftId)
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

/**
 * The platform mints a single-copy collectible for OWNER on its list's mint screen: the passphrase dialog
 * unlocks its key, the fee shows, it signs in the browser; the number is read from the list filtered by URI.
 */
async function mintThroughConsole({ page, token }: LoggedIn): Promise<Minted> {
  const uri = `ipfs://whole-system/${Date.now().toString(36)}`
  await page.goto(system.url('digital-collection-721'))
  await page.getByRole('button', { name: '创建藏品', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: '创建藏品' })
  await dialog.getByLabel('接收方链账户').fill(OWNER)
  await dialog.getByLabel('资源标识符').fill(uri)
  const done = await runCollectibleOperation(page, dialog)
  expect(done.unlocked).toBe(true)
  const indexed = await waitUntilIndexed(system, token, done.transactionId)

  await page.getByLabel('资源标识符').fill(uri)
  await page.getByRole('button', { name: '查询' }).click()
  await expect(page.getByText('共1条数据')).toBeVisible(screen)
  const link = page.getByRole('table', { name: '藏品列表' }).getByRole('link', { name: /^查看藏品\d+的详情$/ })
  const nftId = ((await link.textContent(screen)) ?? '').trim()
  expect(nftId).toMatch(/^\d+$/)
  return { transactionId: done.transactionId, blockNum: Number(indexed.block_num), nftId }
}

test('a platform party mints in the console, a visitor finds it with the devnet’s hash and block, across a restart', async ({
  browser,
}) => {
  const platform = await logIn(browser, system, PLATFORM_USER)
  const token = platform.token
  const minted = await mintThroughConsole(platform)
  // The indexer's block is the devnet's: the devnet's own block of that number holds the transaction.
  expect(await devnetBlock(system, minted.blockNum)).toContain(minted.transactionId)
  await platform.page.context().close()

  await visitorFinds(browser, minted)

  // Back as the README starts it, with Vite's development console: the specs before ran the production build.
  await system.restart('development')

  // After the restart: the session of before is still valid (the server's database kept it, a fresh one
  // would not know it), the devnet still has the block, the demo user logs in again, the visitor finds it.
  expect(await waitUntilIndexed(system, token, minted.transactionId)).toMatchObject({
    block_num: String(minted.blockNum),
  })
  const again = await logIn(browser, system, PLATFORM_USER)
  expect(await waitUntilIndexed(system, again.token, minted.transactionId)).toMatchObject({
    block_num: String(minted.blockNum),
  })
  platformToken = again.token
  await again.page.context().close()
  expect(await devnetBlock(system, minted.blockNum)).toContain(minted.transactionId)
  await visitorFinds(browser, minted)
})

test('a visitor’s details page follows the collectible live; share link, certificate and an irreversible deal', async ({
  browser,
}) => {
  // The platform's session of the first test (the page closed, the session still valid) reads the indexer.
  if (!platformToken) throw new Error('the platform has not logged in after the restart')
  const minted = mintAsPlatform(system, 'platform1')
  await waitUntilIndexed(system, platformToken, minted.transactionId)

  const context = await browser.newContext({ acceptDownloads: true })
  const page = await context.newPage()
  const captchas = watchCaptchas(page, system.captchaAnswersFile)
  await page.goto(system.url('tourist'))
  await search(page, captchas, minted.nftId)
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
  const moved = transferAsPlatform(system, minted.nftId, OWNER)
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
