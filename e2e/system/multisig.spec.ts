import path from 'node:path'
import { expect, type Browser, type Locator, type Page } from '@playwright/test'
import { unlockWhenAsked } from './steps/chain-operation'
import { runChainScript } from './steps/chain-sdk'
import { consoleSessions, openFromMenu } from './steps/console'
import { startSystemForSpec, test } from './steps/system'
import { chainStep, screen } from './steps/waits'

/**
 * Multisig on the whole system (`npm start`), through the browser: manager1 proposes on /contract-manage a fee
 * change for the managers' 2-of-3 board ("send as a proposal"); manager2 and manager3 approve it on
 * /multisig-proposals, each in a browser session of their own with the passphrase dialog; manager3 executes
 * it, and the fee rule table shows the new fee. A proposal past its expiry shows as expired with its steps
 * disabled, and the chain refuses its exec (that proposal is made with the SDK: the console counts validity
 * in hours). The audit log lists the proposal's steps with their transaction ids. An approver's 作废我的全部批准
 * (eosio.msig invalidate) voids its approval of an approved proposal: shown voided, exec disabled. The managers are devnet demo users (chain/devnet/genesis.ts MANAGERS, server/dev/demo-users.ts).
 */

test.describe.configure({ mode: 'serial', timeout: 15 * 60_000 })

const PROPOSAL = 'mintfeeup'
const EXPIRED = 'mintfeelate'
const VOIDED = 'mintfeevoid'
const NEW_FEE = '42'

const system = startSystemForSpec('multisig')
// Each manager and the operator log in through the login form once; later steps work on the same page.
const sessions = consoleSessions(system)

/**
 * Opens /multisig-proposals and reloads it until `shown` is visible (the indexer has the step): the page just
 * opened is looked at first, so a step already indexed costs one page load, not two.
 */
async function reloadUntilVisible(page: Page, shown: Locator): Promise<void> {
  await page.goto(system.url('multisig-proposals'))
  let opened = true
  await expect(async () => {
    if (!opened) await page.reload()
    opened = false
    await expect(shown).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 120_000 })
}

/** A proposal's card on /multisig-proposals once the indexer has it in `status` (the screen is reloaded). */
async function proposalCard(page: Page, name: string, status: string): Promise<Locator> {
  const card = page.getByRole('region', { name: `manager1 / ${name}` })
  await reloadUntilVisible(page, card.getByText(status, { exact: true }))
  return card
}

/** Runs one step of a proposal's card (approve, exec) as the logged-in manager, to '操作已完成'. */
async function proposalStep(page: Page, card: Locator, step: string, question: string): Promise<void> {
  await card.getByRole('button', { name: step, exact: true }).click()
  await page.getByRole('alertdialog', { name: question }).getByRole('button', { name: '确定' }).click()
  const done = page.getByText('操作已完成')
  await unlockWhenAsked(page, done, chainStep)
}

/** A proposal's card once it shows `text` (the screen is reloaded until the indexer has the step). */
async function proposalCardShowing(page: Page, name: string, text: string | RegExp): Promise<Locator> {
  const card = page.getByRole('region', { name: `manager1 / ${name}` })
  await reloadUntilVisible(page, card.getByText(text))
  return card
}

async function approveAs(browser: Browser, manager: string): Promise<void> {
  const { page } = await sessions.as(browser, manager)
  const card = await proposalCard(page, PROPOSAL, '待批准')
  await proposalStep(page, card, '批准', '确认批准该提案？')
  await sessions.leave(manager)
}

test('a fee change goes through a 2-of-3 proposal in the console: propose, two approvals, exec', async ({
  browser,
}) => {
  const proposer = await sessions.as(browser, 'devnet_manager1')
  const page = proposer.page
  await page.getByRole('navigation', { name: '菜单' }).getByRole('link', { name: '合约管理', exact: true }).click()
  // The single-action panel (the permission grid above it has its own proposal fields).
  const panel = page.getByRole('region', { name: '合约管理' })
  await panel.getByLabel('管理操作').selectOption({ label: '设置计费' })
  await panel.getByLabel('业务类型').selectOption({ label: '单一藏品' })
  await panel.getByLabel('功能名称').fill('mint')
  await panel.getByLabel('计费积分').fill(NEW_FEE)
  await panel.getByRole('checkbox', { name: '以多签提案方式发送' }).check()
  await panel.getByLabel('授权账户').fill('managers@active')
  await panel.getByLabel('提案名称').fill(PROPOSAL)
  await panel.getByLabel('请求批准的账户').fill('manager2@active, manager3@active')
  await panel.getByRole('button', { name: '发起提案' }).click()
  await page.getByRole('alertdialog', { name: '确认发起该多签提案？' }).getByRole('button', { name: '确定' }).click()
  const sent = page.getByText('操作已完成')
  await unlockWhenAsked(page, sent, chainStep)
  await sessions.leave('devnet_manager1')

  await approveAs(browser, 'devnet_manager2')
  await approveAs(browser, 'devnet_manager3')

  const executer = await sessions.as(browser, 'devnet_manager3')
  let card = await proposalCard(executer.page, PROPOSAL, '待批准')
  await expect(card.getByText(/已批准 2 \//)).toBeVisible(screen)
  await proposalStep(executer.page, card, '执行', '确认执行该提案？')
  card = await proposalCard(executer.page, PROPOSAL, '已执行')
  await expect(card.getByText(/执行 · manager3/)).toBeVisible(screen)
  await expect(card.getByText(/批准 · manager2/)).toBeVisible()
  await expect(card.getByText(/提案 · manager1/)).toBeVisible()
  await sessions.leave('devnet_manager3')

  // The new fee is the chain's: the fee rule table (from the indexer) shows it.
  const { page: operator } = await sessions.as(browser, 'devnet_operator')
  await openFromMenu(operator, '计费管理', '计费规则')
  const rules = operator.getByRole('table', { name: '计费规则列表' })
  await expect(rules.getByRole('row', { name: /单一藏品\s*创建\s*\d/ })).toContainText(NEW_FEE, screen)

  // The audit log lists each step under the proposer's account, each with its transaction id.
  await operator.goto(system.url('audit-log'))
  await operator.getByLabel('用户名/链账户').fill('manager1')
  await operator.getByRole('button', { name: '查询' }).click()
  const log = operator.getByRole('table', { name: '操作日志' })
  for (const [step, count] of [
    ['发起多签提案', 1],
    ['批准多签提案', 2],
    ['执行多签提案', 1],
  ] as const) {
    const rows = log
      .getByRole('row')
      .filter({ hasText: step })
      .filter({ hasText: /[0-9a-f]{64}/ })
    await expect(rows, step).toHaveCount(count, screen)
    // Each judged by the server against its indexed transaction (msig action, signed by the reporter).
    await expect(rows.filter({ hasText: '成功' }), step).toHaveCount(count, screen)
  }
})

test('an expired proposal cannot be executed: the chain refuses, the console shows it expired, steps disabled', async ({
  browser,
}) => {
  const outcome = runChainScript(
    path.join(import.meta.dirname, 'steps', 'expired-proposal.ts'),
    [system.running().devnetUrl, system.running().contractAccount, system.devAccountsFile, EXPIRED],
    { timeoutMs: 180_000 },
  )
  expect(outcome.expiredExec).toBe('assertion failure with message: transaction expired')

  const { page } = await sessions.as(browser, 'devnet_manager1')
  const expired = await proposalCard(page, EXPIRED, '已过期')
  await expect(expired.getByRole('note')).toHaveText('提案已过期，不能再批准或执行')
  await expect(expired.getByRole('button', { name: '执行', exact: true })).toBeDisabled()
})

// After the expired proposal's test (serial): manager2's invalidation would void its approval there too.
test('an approver voids all its approvals: its approval shows voided, exec is disabled, the audit log has the step', async ({
  browser,
}) => {
  const made = runChainScript(
    path.join(import.meta.dirname, 'steps', 'approved-proposal.ts'),
    [system.running().devnetUrl, system.running().contractAccount, system.devAccountsFile, VOIDED],
    { timeoutMs: 180_000 },
  )
  expect(made.proposalName).toBe(VOIDED)

  const { page } = await sessions.as(browser, 'devnet_manager2')
  await proposalCardShowing(page, VOIDED, /已批准 2 \//)
  await page.getByRole('button', { name: '作废我的全部批准' }).click()
  const dialog = page.getByRole('dialog', { name: '作废我的全部批准' })
  const confirm = dialog.getByRole('button', { name: '确认并签名' })
  await unlockWhenAsked(page, dialog.getByText(/所有未结束提案上已给出的每一个批准都将作废/))
  await confirm.click()
  await expect(dialog.getByText('已作废该账户的全部批准').or(dialog.getByText(/尚未完成索引/))).toBeVisible(chainStep)
  await dialog.getByRole('button', { name: '关闭' }).first().click()

  // Once the indexer has it: manager2's approval is voided, 1 of 2 counts, exec is disabled.
  const card = await proposalCardShowing(page, VOIDED, 'manager2@active · 已作废')
  await expect(card.getByText(/已批准 1 \//)).toBeVisible()
  await expect(card.getByText(/作废全部批准 · manager2/)).toBeVisible()
  await expect(card.getByRole('button', { name: '执行', exact: true })).toBeDisabled()
  await sessions.leave('devnet_manager2')

  const { page: operator } = await sessions.as(browser, 'devnet_operator')
  await operator.goto(system.url('audit-log'))
  await operator.getByLabel('用户名/链账户').fill('manager2')
  await operator.getByRole('button', { name: '查询' }).click()
  const rows = operator
    .getByRole('table', { name: '操作日志' })
    .getByRole('row')
    .filter({ hasText: '作废全部多签批准' })
    .filter({ hasText: /[0-9a-f]{64}/ })
  await expect(rows).toHaveCount(1, screen)
})
