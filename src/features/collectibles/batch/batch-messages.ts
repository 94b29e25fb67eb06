/** Words a batch's problems in the UI's language (the machine keeps them as keys with parameters). */
import { fillTemplate } from '@/lib/i18n/fill-template'
import type { Messages } from '../messages'
import { translateMessage } from '@/lib/i18n/message-ref'
import type { FileProblem } from './batch-rows'
import type { RowResult } from './csv-batch.machine'
import type { RowProblem } from './validation'

export function rowProblemText(messages: Messages, problem: RowProblem): string {
  const { key, ...params } = problem
  const values: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(params)) values[name] = Array.isArray(value) ? value.join(', ') : value
  // The field rules are worded as the operation dialogs word them.
  const template = isRuleKey(messages, key) ? messages.collectibleRules[key] : messages.csvBatch.rowProblems[key]
  return fillTemplate(template, values)
}

function isRuleKey(messages: Messages, key: RowProblem['key']): key is keyof Messages['collectibleRules'] {
  return Object.hasOwn(messages.collectibleRules, key)
}

export function fileProblemText(messages: Messages, problem: FileProblem): string {
  const { key, ...params } = problem
  const values: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(params)) values[name] = Array.isArray(value) ? value.join(', ') : value
  return fillTemplate(messages.csvBatch.fileProblems[key], values)
}

export function rowResultText(messages: Messages, result: RowResult | undefined): string {
  if (!result) return ''
  if (result.status === 'succeeded') return result.transactionId
  const reason = translateMessage(messages, result.error)
  const t = messages.csvBatch
  const values = {
    reason,
    account: result.account ?? result.accounts?.join(messages.punctuation.listSeparator) ?? '',
  }
  switch (result.cause) {
    case 'row':
      return fillTemplate(t.failedOwnAccount, values)
    case 'otherRow':
      return fillTemplate(t.failedByOtherRow, values)
    case 'transaction':
      return fillTemplate(t.failedWithTransaction, values)
    default:
      return reason
  }
}
