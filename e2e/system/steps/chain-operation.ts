import { expect, type Locator, type Page } from '@playwright/test'
import { chainStep, screen } from './waits'

/** README: the chain passphrase of the demo users (development fixture, devnet only). */
export const DEMO_PASSPHRASE = 'Devnet#2026key'

/** Unlocks the key in the passphrase dialog, which must be showing. */
export async function unlock(page: Page): Promise<void> {
  const passphrase = page.getByRole('dialog', { name: '请输入口令密码' })
  await passphrase.getByLabel(/口令密码/).fill(DEMO_PASSPHRASE)
  await passphrase.getByRole('button', { name: '确定', exact: true }).click()
}

/**
 * Waits for `ready`, answering the passphrase dialog whenever it shows on the way: it may come before the
 * operation's dialog or over it, once the key's holder has loaded and found the key locked. So `ready` must
 * be something that only shows after that step (an enabled confirm, the fee preview, the outcome). Answers
 * whether the passphrase was asked.
 */
export async function unlockWhenAsked(page: Page, ready: Locator, wait = screen): Promise<boolean> {
  const passphrase = page.getByRole('dialog', { name: '请输入口令密码' })
  let asked = false
  await page.addLocatorHandler(passphrase, async () => {
    asked = true
    await unlock(page)
  })
  try {
    await expect(ready.first()).toBeVisible(wait)
  } finally {
    await page.removeLocatorHandler(passphrase)
  }
  return asked
}

/** An account operation's dialog (accounts feature): confirm, success; answers its transaction id. */
export async function confirmAccountOperation(page: Page, title: string): Promise<string> {
  const operation = page.getByRole('dialog', { name: title })
  // The passphrase dialog may come before the operation shows its confirm or over it, once the key's holder has
  // loaded and found the key locked: whenever it shows, it is answered before the next step goes on.
  const passphrase = page.getByRole('dialog', { name: '请输入口令密码' })
  await page.addLocatorHandler(passphrase, () => unlock(page))
  try {
    await operation.getByRole('button', { name: '确认' }).click(screen)
    await expect(operation.getByText('操作成功')).toBeVisible(chainStep)
  } finally {
    await page.removeLocatorHandler(passphrase)
  }
  const txId = (await operation.locator('code').first().textContent()) ?? ''
  expect(txId).toMatch(/^[0-9a-f]{64}$/)
  await operation.getByRole('button', { name: '关闭' }).first().click()
  return txId
}

/** A billing operation's dialog: the fee preview, confirm and sign, then '上链成功' once indexed. */
export async function confirmBillingOperation(page: Page, title: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title })
  await unlockWhenAsked(page, dialog.getByText('本次操作消耗积分'), chainStep)
  await dialog.getByRole('button', { name: '确认并签名' }).click()
  await expect(dialog.getByText('上链成功')).toBeVisible(chainStep)
  await dialog.getByRole('button', { name: '完成' }).click()
  await expect(dialog).toBeHidden()
}

/** What the collectible operation's dialog says once the indexer has the transaction. */
const INDEXED_TEXT = '已完成索引'

interface ConfirmToIndexedWatch {
  confirmedAt: number
  indexedAt: number
}
type WatchedWindow = Window & { confirmToIndexedWatch?: ConfirmToIndexedWatch }

/**
 * Times confirm → indexed inside the page: from the click on 确认并签名 to the frame that shows '已完成索引'. Playwright's own clock would add its click checks and its assertion's retry steps (500 ms apart
 * after the first 270 ms), which rounded every figure up to the next step.
 */
async function watchConfirmToIndexed(dialog: Locator): Promise<void> {
  await dialog.evaluate((element, indexedText) => {
    const watch: ConfirmToIndexedWatch = { confirmedAt: 0, indexedAt: 0 }
    ;(window as WatchedWindow).confirmToIndexedWatch = watch
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null
      if (button?.textContent?.trim() !== '确认并签名') return
      watch.confirmedAt = performance.now()
      document.removeEventListener('click', onClick, true)
    }
    document.addEventListener('click', onClick, true)
    const observer = new MutationObserver(() => {
      if (watch.confirmedAt === 0) return
      const shown = element.isConnected ? element : document.querySelector('[role="dialog"]')
      if (!shown?.textContent?.includes(indexedText)) return
      observer.disconnect()
      // Counted when the frame showing it is drawn.
      requestAnimationFrame(() => {
        watch.indexedAt = performance.now()
      })
    })
    observer.observe(document.body, { subtree: true, childList: true, characterData: true })
  }, INDEXED_TEXT)
}

/** The watched confirm → indexed, in whole milliseconds. */
async function confirmToIndexedOf(page: Page): Promise<number> {
  const watched = () => page.evaluate(() => (window as WatchedWindow).confirmToIndexedWatch)
  await expect
    .poll(async () => (await watched())?.indexedAt, { message: "'已完成索引' was seen appearing" })
    .toBeGreaterThan(0)
  const watch = await watched()
  expect(watch?.confirmedAt, 'the confirm click was seen in the page').toBeGreaterThan(0)
  return Math.round((watch?.indexedAt ?? 0) - (watch?.confirmedAt ?? 0))
}

export interface CollectibleOperationDone {
  readonly transactionId: string
  /** The console's deal page of the transaction. */
  readonly dealHref: string
  readonly confirmToIndexedMs: number
  /** Whether the passphrase dialog unlocked the key on the way. */
  readonly unlocked: boolean
}

/**
 * A collectible operation's dialog, its form filled: next, the passphrase when asked, the fee preview (shown
 * before anything is signed), confirm, then waits for "indexed" and keeps the transaction id and deal link.
 * `checkFee` sees the fee line before signing.
 */
export async function runCollectibleOperation(
  page: Page,
  dialog: Locator,
  checkFee: (feeLine: Locator) => Promise<void> = (feeLine) => expect(feeLine).toContainText('积分'),
): Promise<CollectibleOperationDone> {
  await dialog.getByRole('button', { name: '下一步', exact: true }).click()
  const confirm = dialog.getByRole('button', { name: '确认并签名', exact: true, disabled: false })
  const unlocked = await unlockWhenAsked(page, confirm)
  await checkFee(dialog.getByTestId('fee-line'))
  await watchConfirmToIndexed(dialog)
  await confirm.click()
  // Confirm → indexed: the machine waits 3 s, then the dialog keeps following the indexer.
  await expect(dialog.getByText(INDEXED_TEXT)).toBeVisible({ timeout: 45_000 })
  const confirmToIndexedMs = await confirmToIndexedOf(page)
  const transactionId = ((await dialog.locator('code').textContent(screen)) ?? '').trim()
  expect(transactionId).toMatch(/^[0-9a-f]{64}$/)
  const deal = dialog.getByRole('link', { name: '查看交易详情' })
  await expect(deal).toBeVisible(screen)
  const dealHref = (await deal.getAttribute('href', screen)) ?? ''
  expect(dealHref).toMatch(/^\/collection-search-deal\?history_id=\d+&business_type=[12]$/)
  // The dialog's own Close (the corner × has the same name).
  await dialog.getByRole('button', { name: '关闭', exact: true }).first().click()
  await expect(dialog).toBeHidden()
  return { transactionId, dealHref, confirmToIndexedMs, unlocked }
}
