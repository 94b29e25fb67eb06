import { readFileSync } from 'node:fs'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { mintAsPlatform, transferAsPlatform, type Minted } from './steps/chain-sdk'
import { watchCaptchas } from './steps/captcha'
import { detail, logIn } from './steps/console'
import { devnetBlock, waitUntilIndexed } from './steps/indexer'
import { startSystemForSpec } from './steps/system'
import { screen } from './steps/waits'

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

test.describe.configure({ mode: 'serial', timeout: 15 * 60_000 })

const PLATFORM_USER = 'devnet_platform'
const OWNER = 'consumer1'

const system = startSystemForSpec('whole-system')

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
  await expect(page.getByRole('heading', { name: '藏品查询' })).toBeVisible(screen)

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

test('a platform party mints, a visitor finds it with the devnet’s hash and block, across a restart', async ({
  browser,
}) => {
  const platform = await logIn(browser, system, PLATFORM_USER)
  const token = platform.token

  const minted = mintAsPlatform(system, OWNER)
  const indexed = await waitUntilIndexed(system, token, minted.transactionId)
  // The SDK's block (the devnet's answer to the push), the server's and the devnet's own block agree.
  expect(indexed.block_num).toBe(String(minted.blockNum))
  expect(await devnetBlock(system, minted.blockNum)).toContain(minted.transactionId)
  await platform.page.context().close()

  await visitorFinds(browser, minted)

  await system.restart()

  // After the restart: the session of before is still valid (the server's database kept it, a fresh one
  // would not know it), the devnet still has the block, the demo user logs in again, the visitor finds it.
  expect(await waitUntilIndexed(system, token, minted.transactionId)).toMatchObject({
    block_num: String(minted.blockNum),
  })
  const again = await logIn(browser, system, PLATFORM_USER)
  expect(await waitUntilIndexed(system, again.token, minted.transactionId)).toMatchObject({
    block_num: String(minted.blockNum),
  })
  await again.page.context().close()
  expect(await devnetBlock(system, minted.blockNum)).toContain(minted.transactionId)
  await visitorFinds(browser, minted)
})

test('a visitor’s details page follows the collectible live; share link, certificate and an irreversible deal', async ({
  browser,
}) => {
  const platform = await logIn(browser, system, PLATFORM_USER)
  await platform.page.context().close()
  const minted = mintAsPlatform(system, 'platform1')
  await waitUntilIndexed(system, platform.token, minted.transactionId)

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
