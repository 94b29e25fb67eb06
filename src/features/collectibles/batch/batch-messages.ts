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
  return fillTemplate(messages.csvBatch.rowProblems[key], values)
}

export function fileProblemText(messages: Messages, problem: FileProblem): string {
  const { key, ...params } = problem
  const values: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(params)) values[name] = Array.isArray(value) ? value.join(', ') : value
  return fillTemplate(messages.csvBatch.fileProblems[key], values)
}

export function rowResultText(messages: Messages, result: RowResult | undefined): string {
  if (!result) return ''
  return result.status === 'succeeded' ? result.transactionId : translateMessage(messages, result.error)
}
