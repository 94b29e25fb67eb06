import { expect, type Locator, type Page } from '@playwright/test'
import { runCollectibleOperation, unlockWhenAsked, type CollectibleOperationDone } from './steps/chain-operation'
import { mintAsPlatform, setAccountStateAsPlatform } from './steps/chain-sdk'
import { consoleSessions } from './steps/console'
import { waitUntilIndexed } from './steps/indexer'
import { startSystemForSpec, test } from './steps/system'
import { chainStep, screen } from './steps/waits'

/**
 * Issue 12 item 3 on the whole system (`npm start`: devnet, server with its indexer, console): the demo
 * platform party mints single-copy collectibles (one, then a `mintbatch`) and a multi-copy one, transfers,
 * batch-transfers, approves, freezes (a transfer of the frozen one is then refused before signing),
 * unfreezes, burns and batch-burns them from the collectibles list and details pages; the operator freezes a
 * user's collectible from the user-side details page. Every operation goes through the passphrase dialog
 * (once), the fee preview, signing in the browser and the wait until indexed; each one's deal page shows its
 * transaction. Prints the confirm → indexed median and p95. A transfer the chain refuses after the console's
 * checks passed shows the refusal, and the audit log shows its message and the attempt's time (issue 20 item 9).
 */

test.describe.configure({ mode: 'serial', timeout: 20 * 60_000 })

const PLATFORM_USER = 'devnet_platform'
const OPERATOR_USER = 'devnet_operator'
const PLATFORM = 'platform1'
const CONSUMER = 'consumer1'

const system = startSystemForSpec('collectible-ops')
// The platform and the operator log in through the login form once; the second test works on the same page.
const sessions = consoleSessions(system)

async function open(page: Page, pathAndQuery: string): Promise<void> {
  await page.goto(system.url(pathAndQuery))
}

interface Done extends CollectibleOperationDone {
  operation: string
}
const done: Done[] = []

/** Runs an operation dialog whose form is filled (steps/chain-operation.ts) and keeps what it answered. */
async function runOperation(page: Page, dialog: Locator, operation: string): Promise<Done> {
  const result = { operation, ...(await runCollectibleOperation(page, dialog)) }
  done.push(result)
  return result
}

function table(page: Page): Locator {
  return page.getByRole('table', { name: '藏品列表' })
}

/** The numbers shown on the list's first page, newest first. */
async function listedIds(page: Page): Promise<string[]> {
  const links = table(page).getByRole('link', { name: /^查看藏品\d+的详情$/ })
  await expect(links.first()).toBeVisible(screen)
  return (await links.allTextContents()).map((text) => text.trim())
}

async function openDetails(page: Page, id: string): Promise<void> {
  await table(page)
    .getByRole('link', { name: `查看藏品${id}的详情`, exact: true })
    .click()
  await expect(page.getByRole('heading', { name: '藏品详情', exact: true })).toBeVisible(screen)
}

function actions(page: Page): Locator {
  return page.getByRole('group', { name: '藏品操作' })
}

async function select(page: Page, ids: readonly string[]): Promise<void> {
  for (const id of ids)
    await table(page)
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: `查看藏品${id}的详情`, exact: true }) })
      .getByRole('checkbox')
      .check()
}

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, index)] ?? Number.NaN
}

test('a platform runs every collectible operation and the operator freezes a user’s collectible', async ({
  browser,
}) => {
  const { page: platform } = await sessions.as(browser, PLATFORM_USER)

  // Mint one single-copy collectible, then a batch of five (mintbatch, URIs entered as rows).
  await open(platform, '/digital-collection-721')
  await platform.getByRole('button', { name: '创建藏品', exact: true }).click()
  let dialog = platform.getByRole('dialog', { name: '创建藏品' })
  await dialog.getByLabel('接收方链账户').fill(PLATFORM)
  await dialog.getByLabel('资源标识符').fill('ipfs://e2e-ops/single')
  await runOperation(platform, dialog, 'mint721')

  await platform.getByRole('button', { name: '创建藏品', exact: true }).click()
  dialog = platform.getByRole('dialog', { name: '创建藏品' })
  await dialog.getByLabel('接收方链账户').fill(PLATFORM)
  for (let row = 1; row < 5; row += 1) await dialog.getByRole('button', { name: '添加一行', exact: true }).click()
  for (let row = 1; row <= 5; row += 1)
    await dialog.getByLabel(`第 ${row} 行 资源标识符`).fill(`ipfs://e2e-ops/batch-${row}`)
  await runOperation(platform, dialog, 'mintbatch721')

  // The list shows the new ones without a reload: the batch's five, then the single one.
  await expect.poll(async () => (await listedIds(platform)).length, screen).toBeGreaterThanOrEqual(6)
  const [a, b, c, d, e, single] = (await listedIds(platform)).slice(0, 6) as [
    string,
    string,
    string,
    string,
    string,
    string,
  ]

  // Transfer the single one to the platform's user (details page).
  await openDetails(platform, single)
  await actions(platform).getByRole('button', { name: '转移', exact: true }).click()
  dialog = platform.getByRole('dialog', { name: '转移' })
  await dialog.getByLabel('接收方链账户').fill(CONSUMER)
  await runOperation(platform, dialog, 'transfer721')

  // Batch-transfer two selected rows.
  await open(platform, '/digital-collection-721')
  await select(platform, [a, b])
  await platform.getByRole('button', { name: '批量转移', exact: true }).click()
  dialog = platform.getByRole('dialog', { name: '批量转移' })
  await dialog.getByLabel('接收方链账户').fill(CONSUMER)
  await runOperation(platform, dialog, 'batchtrans721')

  // Approve, then freeze c; its transfer is then refused before signing, with the frozen message.
  await open(platform, '/digital-collection-721')
  await openDetails(platform, c)
  await actions(platform).getByRole('button', { name: '授权', exact: true }).click()
  dialog = platform.getByRole('dialog', { name: '授权' })
  await dialog.getByLabel('接收方链账户').fill(CONSUMER)
  await runOperation(platform, dialog, 'approve721')
  await actions(platform).getByRole('button', { name: '冻结', exact: true }).click()
  await runOperation(platform, platform.getByRole('dialog', { name: '冻结' }), 'freeze721')
  // Frozen: the details page offers unfreeze only.
  await expect(actions(platform).getByRole('button', { name: '解冻', exact: true })).toBeVisible(screen)
  await expect(actions(platform).getByRole('button', { name: '转移', exact: true })).toHaveCount(0)

  await open(platform, '/digital-collection-721')
  await select(platform, [c])
  await platform.getByRole('button', { name: '批量转移', exact: true }).click()
  dialog = platform.getByRole('dialog', { name: '批量转移' })
  await dialog.getByLabel('接收方链账户').fill(CONSUMER)
  await dialog.getByRole('button', { name: '下一步', exact: true }).click()
  await expect(dialog.getByText('藏品已冻结，无法操作')).toBeVisible(screen)
  await expect(dialog.getByRole('button', { name: '确认并签名', exact: true })).toHaveCount(0)
  await dialog.getByRole('button', { name: '取消', exact: true }).click()

  // Unfreeze and burn c; batch-burn d and e.
  await openDetails(platform, c)
  await actions(platform).getByRole('button', { name: '解冻', exact: true }).click()
  await runOperation(platform, platform.getByRole('dialog', { name: '解冻' }), 'unfreeze721')
  await actions(platform).getByRole('button', { name: '销毁', exact: true }).click()
  await runOperation(platform, platform.getByRole('dialog', { name: '销毁' }), 'burn721')

  await open(platform, '/digital-collection-721')
  await select(platform, [d, e])
  await platform.getByRole('button', { name: '批量销毁', exact: true }).click()
  await runOperation(platform, platform.getByRole('dialog', { name: '批量销毁' }), 'burnbatch721')
  await expect(table(platform).getByRole('link', { name: `查看藏品${d}的详情`, exact: true })).toHaveCount(0, screen)

  // Multi-copy: mint ten copies, transfer three of them.
  await open(platform, '/digital-collection-1155')
  await platform.getByRole('button', { name: '创建藏品', exact: true }).click()
  dialog = platform.getByRole('dialog', { name: '创建藏品' })
  await dialog.getByLabel('接收方链账户').fill(PLATFORM)
  await dialog.getByLabel('资源标识符').fill('ipfs://e2e-ops/multi')
  await dialog.getByLabel('数量').fill('10')
  await runOperation(platform, dialog, 'mint1155')
  const [multi] = await listedIds(platform)
  if (!multi) throw new Error('the multi-copy collectible is not listed')
  await openDetails(platform, multi)
  await actions(platform).getByRole('button', { name: '转移', exact: true }).click()
  dialog = platform.getByRole('dialog', { name: '转移' })
  await dialog.getByLabel('接收方链账户').fill(CONSUMER)
  await dialog.getByLabel(/^\*?数量/).fill('3')
  await runOperation(platform, dialog, 'transfer1155')

  // The operator freezes the single-copy collectible now held by the platform's user.
  const { page: operator } = await sessions.as(browser, OPERATOR_USER)
  await open(operator, `/details-user721?nft_id=${single}&owner=${CONSUMER}`)
  await expect(operator.getByRole('heading', { name: '藏品详情', exact: true })).toBeVisible(screen)
  await actions(operator).getByRole('button', { name: '冻结', exact: true }).click()
  await runOperation(operator, operator.getByRole('dialog', { name: '冻结' }), 'operatorFreeze721')

  // Every operation's deal page shows its transaction.
  for (const operation of done) {
    await open(platform, operation.dealHref)
    await expect(platform.getByRole('heading', { name: '交易详情', level: 2 }), operation.operation).toBeVisible(screen)
    await expect(platform.getByText(operation.transactionId).first(), operation.operation).toBeVisible(screen)
  }

  const times = done.map((operation) => operation.confirmToIndexedMs).sort((x, y) => x - y)
  console.log(
    `collectible operations: confirm → indexed over ${times.length} operations: median ${percentile(times, 50)} ms, ` +
      `p95 ${percentile(times, 95)} ms (${done.map((operation) => `${operation.operation} ${operation.confirmToIndexedMs}`).join(', ')})`,
  )
})

test('a transfer the chain refuses after its preview: the dialog says why, the audit log shows that message at the attempt’s time', async ({
  browser,
}) => {
  const minted = mintAsPlatform(system, PLATFORM)
  const { page: platform, token } = await sessions.as(browser, PLATFORM_USER)
  await waitUntilIndexed(system, token, minted.transactionId)
  await open(platform, '/digital-collection-721')
  await openDetails(platform, minted.nftId)
  await actions(platform).getByRole('button', { name: '转移', exact: true }).click()
  const dialog = platform.getByRole('dialog', { name: '转移' })
  await dialog.getByLabel('接收方链账户').fill(CONSUMER)
  await dialog.getByRole('button', { name: '下一步', exact: true }).click()
  const confirm = dialog.getByRole('button', { name: '确认并签名', exact: true, disabled: false })
  await unlockWhenAsked(platform, confirm)

  // The recipient is frozen after the console's checks passed: now only the chain can refuse the transfer.
  setAccountStateAsPlatform(system, CONSUMER, 2)
  const attemptedFrom = Date.now()
  try {
    await confirm.click()
    await expect(dialog.getByText('接收方账户已冻结')).toBeVisible(chainStep)
  } finally {
    setAccountStateAsPlatform(system, CONSUMER, 1)
  }
  const refusedBy = Date.now()

  // The platform's audit log: the row shows the message the user saw (not the code) and when the attempt was
  // made (the API's UTC time, to the second), not when the report arrived.
  await open(platform, '/audit-log')
  await platform.getByLabel('用户名/链账户').fill(PLATFORM)
  await platform.getByRole('button', { name: '查询' }).click()
  const row = platform
    .getByRole('table', { name: '操作日志' })
    .getByRole('row')
    .filter({ hasText: '接收方账户已冻结' })
    .filter({ hasText: '转移' })
    .first()
  await expect(row).toContainText('失败', screen)
  const shown = ((await row.getByRole('cell').first().textContent()) ?? '').trim()
  expect(shown).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
  const at = Date.parse(`${shown.replace(' ', 'T')}Z`)
  expect(at, `audit time ${shown}`).toBeGreaterThanOrEqual(Math.floor(attemptedFrom / 1000) * 1000)
  expect(at, `audit time ${shown}`).toBeLessThanOrEqual(refusedBy)
})
