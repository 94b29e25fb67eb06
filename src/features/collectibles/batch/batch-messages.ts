/** Words a batch's problems in the UI's language (the machine keeps them as keys with parameters). */
import type { Messages } from '../messages'
import { translateMessage } from '@/lib/i18n/message-ref'
import type { FileProblem } from './batch-rows'
import type { RowResult } from './csv-batch.machine'
import type { RowProblem } from './validation'

/** Fills `{name}` placeholders. */
export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
}

export function rowProblemText(messages: Messages, problem: RowProblem): string {
  const { key, ...params } = problem
  const values: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(params)) values[name] = Array.isArray(value) ? value.join(', ') : value
  return fill(messages.csvBatch.rowProblems[key], values)
}

export function fileProblemText(messages: Messages, problem: FileProblem): string {
  const { key, ...params } = problem
  const values: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(params)) values[name] = Array.isArray(value) ? value.join(', ') : value
  return fill(messages.csvBatch.fileProblems[key], values)
}

export function rowResultText(messages: Messages, result: RowResult | undefined): string {
  if (!result) return ''
  return result.status === 'succeeded' ? result.transactionId : translateMessage(messages, result.error)
}
