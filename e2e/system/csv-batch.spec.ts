import { readFileSync } from 'node:fs'
import { expect, type Page } from '@playwright/test'
import { unlock } from './steps/chain-operation'
import { setAccountStateAsPlatform } from './steps/chain-sdk'
import { logIn } from './steps/console'
import { checkTransaction } from './steps/indexer'
import { startSystemForSpec, test } from './steps/system'

/**
 * A CSV batch mint on the whole system (issue 12 item 4): the platform party uploads 53 rows on its
 * single-copy list page, 3 are invalid (account-name rule, an account unknown on chain, a duplicate URI)
 * and removed; then a recipient is frozen on chain after validation, so the transaction carrying its rows
 * fails mid-way while the others go through. The recipient is unfrozen, the batch resumed: only the failed
 * rows are sent again, and the results file holds a devnet transaction id for each of the 50 rows.
 *
 * The batch button sits on the platform's list page (`CSV_BATCH_PAGE` overrides the route).
 */

const chainWork = { timeout: 120_000 }
test.describe.configure({ mode: 'serial', timeout: 15 * 60_000 })

const PLATFORM_USER = 'devnet_platform'
const BATCH_PAGE = process.env.CSV_BATCH_PAGE ?? 'digital-collection-721'

const system = startSystemForSpec('csv-batch')

/** Rows 1-20 to operator1, 21-40 to consumer1 (frozen mid-way), 41-50 to platform1; then 3 invalid rows. */
function batchFile(): string {
  const recipient = (index: number) => (index < 20 ? 'operator1' : index < 40 ? 'consumer1' : 'platform1')
  const stamp = Date.now().toString(36)
  const rows = Array.from({ length: 50 }, (_, index) => `${recipient(index)},ipfs://e2e-${stamp}/${index + 1},1,csv`)
  const invalid = ['Bad Name,ipfs://e2e-bad/1,1,csv', `nosuchacct12,ipfs://e2e-${stamp}/unknown,1,csv`, rows[0]]
  return ['to,uri,amount,memo', ...rows, ...invalid].join('\n')
}

async function confirmFee(dialog: ReturnType<Page['getByRole']>, points: string): Promise<void> {
  await expect(dialog.getByText(`预计消耗积分：${points}`)).toBeVisible(chainWork)
  await dialog.getByRole('button', { name: '确认签名发送' }).click()
}

test('a CSV batch of 50 mints with 3 invalid rows, one transaction failing mid-way, resumed to the end', async ({
  browser,
}) => {
  const { page, token } = await logIn(browser, system, PLATFORM_USER, { context: { acceptDownloads: true } })
  await page.goto(system.url(BATCH_PAGE))
  await page.getByRole('button', { name: 'CSV批量创建' }).click()
  const dialog = page.getByRole('dialog', { name: 'CSV 批量创建' })
  await dialog.getByLabel('选择 CSV 文件').setInputFiles({
    name: 'mint.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(batchFile()),
  })

  // Every row checked, the unknown account on chain; the three invalid rows removed.
  await expect(dialog.getByText('共 53 行：有效 50 行，无效 3 行')).toBeVisible(chainWork)
  await expect(dialog.getByText('链账户名称只能为12位，由1-5和小写字母组成')).toBeVisible()
  await expect(dialog.getByText('接收方账户不存在')).toBeVisible()
  await expect(dialog.getByText('与第 2 行重复')).toBeVisible()
  await expect(dialog.getByRole('button', { name: '下一步' })).toBeDisabled()
  await dialog.getByRole('button', { name: '移除全部无效行' }).click()
  await expect(dialog.getByText('共 50 行：有效 50 行，无效 0 行')).toBeVisible()

  // The recipient of rows 21-40 is frozen after validation: its transaction will fail on chain.
  setAccountStateAsPlatform(system, 'consumer1', 2)

  await dialog.getByRole('button', { name: '下一步' }).click()
  await unlock(page)
  await confirmFee(dialog, '500')
  const firstRunStarted = performance.now()

  await expect(dialog.getByRole('button', { name: '继续发送未成功的行' })).toBeVisible(chainWork)
  console.log(
    `csv batch: first run (3 transactions) took ${((performance.now() - firstRunStarted) / 1000).toFixed(1)} s`,
  )
  await expect(dialog.getByText('成功 30 行，失败 20 行，未发送 0 行')).toBeVisible()
  await expect(dialog.getByText('接收方账户已冻结：consumer1')).toHaveCount(20)

  // Unfrozen again; the resume sends the 20 failed rows only (fee of 20 rows), then everything is on chain.
  setAccountStateAsPlatform(system, 'consumer1', 1)
  await dialog.getByRole('button', { name: '继续发送未成功的行' }).click()
  await expect(dialog.getByText('20 行，打包为 1 笔交易')).toBeVisible(chainWork)
  await confirmFee(dialog, '200')
  await expect(dialog.getByText('全部 50 行已上链')).toBeVisible(chainWork)

  const download = page.waitForEvent('download')
  await dialog.getByRole('button', { name: '下载结果 CSV' }).click()
  const results = readFileSync(await (await download).path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
  expect(results[0]).toBe('line,to,uri,amount,memo,status,transaction_id,error')
  const rows = results.slice(1).map((line) => line.split(','))
  expect(rows).toHaveLength(50)
  for (const row of rows) {
    expect(row[5]).toBe('succeeded')
    expect(row[6]).toMatch(/^[0-9a-f]{64}$/)
  }
  // The resumed rows have their own transaction; the 30 that succeeded first kept theirs.
  const idsOf = (recipient: string) => new Set(rows.filter((row) => row[1] === recipient).map((row) => row[6]))
  const resumedIds = idsOf('consumer1')
  expect(resumedIds.size).toBe(1)
  for (const id of [...idsOf('operator1'), ...idsOf('platform1')]) expect(resumedIds.has(id)).toBe(false)

  // Every transaction is the devnet's, indexed by the server.
  for (const transactionId of new Set(rows.map((row) => row[6] ?? '')))
    await expect.poll(async () => (await checkTransaction(system, token, transactionId)).indexed, chainWork).toBe(true)
  await page.context().close()
})
