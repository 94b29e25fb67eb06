import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { startSystem, type RunningSystem } from './running-system'

/**
 * Multisig on the whole system (`npm start`): a fee change goes through a 2-of-3 eosio.msig proposal (propose,
 * two approvals, exec) and takes effect in the contract's fee table; a proposal past its expiry cannot be
 * executed. The operator then sees both on the console's proposals screen, kept by the indexer after the chain
 * erased the executed one: executed with its history, the expired one with its steps disabled.
 *
 * Not yet covered: proposing from the manager's screen and approving from the proposals screen through the
 * browser (the passphrase dialog); the chain steps are signed in this process with development keys
 * (msig-fee-change.ts). The first visit may wait for Vite to optimise the chain SDK: the screen is reloaded.
 */

const FIRST_START_MS = 6 * 60_000
const screen = { timeout: 30_000 }
test.describe.configure({ mode: 'serial', timeout: 12 * 60_000 })

const OPERATOR_USER = 'devnet_operator'
const root = path.resolve(import.meta.dirname, '../..')

let dataDir: string
let system: RunningSystem | undefined

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'ddc-multisig-'))
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

interface Outcome {
  feeBefore?: string
  feeAfter?: string
  executed: string
  execTransactionId: string
  expired: string
  expiredExec: string
  feeAtEnd?: string
}

test('a 2-of-3 proposal changes a fee; an expired one cannot be executed; the console shows both', async ({ page }) => {
  const printed = execFileSync(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    [
      path.join(root, 'e2e', 'system', 'msig-fee-change.ts'),
      running().devnetUrl,
      running().contractAccount,
      path.join(dataDir, 'devnet', 'dev-accounts.json'),
    ],
    { cwd: root, encoding: 'utf8', timeout: 180_000 },
  )
  const outcome = JSON.parse(printed.trim().split('\n').at(-1) ?? '') as Outcome
  expect(outcome.feeAfter).toBe('42')
  expect(outcome.feeBefore).not.toBe('42')
  expect(outcome.expiredExec).toBe('assertion failure with message: transaction expired')
  expect(outcome.feeAtEnd).toBe('42')

  const operator = running().demoLogins.get(OPERATOR_USER)
  if (!operator) throw new Error(`npm start printed no ${OPERATOR_USER} login`)
  await page.goto(new URL('login', running().consoleUrl).href)
  await page.getByLabel('账号').fill(OPERATOR_USER)
  await page.getByRole('textbox', { name: '密码', exact: true }).fill(operator.password)
  await page.getByRole('button', { name: '登录', exact: true }).click()
  await expect(page.getByRole('navigation')).toBeVisible(screen)
  await page.getByRole('link', { name: '多签提案' }).click()

  const executed = page.getByRole('region', { name: `approver1 / ${outcome.executed}` })
  await expect(async () => {
    await page.reload()
    await expect(executed.getByText('已执行', { exact: true })).toBeVisible({ timeout: 5_000 })
  })
    .toPass({ timeout: 120_000 })
    .catch(async (error: unknown) => {
      // What the screen showed instead, for the report.
      console.log(`multisig screen: ${page.url()}\n${await page.locator('body').innerText()}`)
      throw error
    })
  await expect(executed.getByText(/执行 · approver3/)).toBeVisible()
  await expect(executed.getByText(/setfee/).first()).toBeVisible()

  const expired = page.getByRole('region', { name: `approver1 / ${outcome.expired}` })
  await expect(expired.getByText('已过期', { exact: true })).toBeVisible(screen)
  await expect(expired.getByRole('button', { name: '执行' })).toBeDisabled()
})
