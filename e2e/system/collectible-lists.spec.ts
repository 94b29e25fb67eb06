import { readFileSync } from 'node:fs'
import { expect } from '@playwright/test'
import { mintAsPlatform } from './steps/chain-sdk'
import { detail, logIn } from './steps/console'
import { waitUntilIndexed } from './steps/indexer'
import { startSystemForSpec, test } from './steps/system'
import { screen } from './steps/waits'

/**
 * The collectibles lists on the whole system (`npm start`): a single-copy collectible minted on the devnet by
 * platform1 shows in the demo platform's /digital-collection-721, filters find it and exclude it, the CSV
 * export of the filtered list holds exactly its row, its details show the §3 fields and a provenance link to
 * the deal page of the devnet's transaction; the operator sees it in /user-collection-721 with its platform.
 * The mint is signed with the chain SDK (steps/chain-cli.ts): the mint screen is the operations' part.
 */

test.describe.configure({ mode: 'serial', timeout: 15 * 60_000 })

const OWNER = 'consumer1'
const downloads = { context: { acceptDownloads: true } }

const system = startSystemForSpec('collectible-lists')

test('a minted collectible in the platform’s and the operator’s lists: filters, CSV export, details, deal page', async ({
  browser,
}) => {
  const { page, token } = await logIn(browser, system, 'devnet_platform', downloads)
  const minted = mintAsPlatform(system, OWNER)
  await waitUntilIndexed(system, token, minted.transactionId)

  // The platform's list shows it, newest first.
  await page.goto(system.url('digital-collection-721'))
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
  await page.goto(system.url(`digital-collection-721?nft_id=${minted.nftId}&size=10000`))
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
  const operator = await logIn(browser, system, 'devnet_operator', downloads)
  await operator.page.goto(system.url('user-collection-721'))
  const operatorTable = operator.page.getByRole('table', { name: '藏品列表' })
  await expect(operatorTable.getByRole('link', { name: `查看藏品${minted.nftId}的详情` })).toBeVisible(screen)
  await operator.page.getByLabel('平台方账户').fill('platform1')
  await operator.page.getByRole('button', { name: '查询' }).click()
  await expect(operator.page).toHaveURL(/platform=platform1/, screen)
  // The row of this collectible (the system is shared with the other specs: other rows hold other numbers).
  const mintedRow = operatorTable
    .getByRole('row')
    .filter({ has: operator.page.getByRole('link', { name: `查看藏品${minted.nftId}的详情`, exact: true }) })
  await expect(mintedRow).toContainText('platform1', screen)
  await operator.page.context().close()
})
