import { compareDecimal, isDecimal, numberToDecimal } from './decimal'

/** What is wrong with a typed number; the form words it (the field keeps the text as typed). */
export type NumberProblem =
  { key: 'notWhole' } | { key: 'notNumber' } | { key: 'belowMin'; min: string } | { key: 'aboveMax'; max: string }

export interface NumberRule {
  min?: number | string
  max?: number | string
  /** Decimals allowed (otherwise only whole numbers). */
  allowDecimal?: boolean
}

/** The problem of `text` under `rule`, or null when it is a number within the rule (or empty: "required" is the form's). */
export function numberProblem(text: string, rule: NumberRule = {}): NumberProblem | null {
  const value = text.trim()
  if (value === '') return null
  if (!isDecimal(value)) return { key: 'notNumber' }
  if (!rule.allowDecimal && value.includes('.')) return { key: 'notWhole' }
  const min = rule.min === undefined ? undefined : numberToDecimal(rule.min)
  const max = rule.max === undefined ? undefined : numberToDecimal(rule.max)
  if (min !== undefined && compareDecimal(value, min) < 0) return { key: 'belowMin', min }
  if (max !== undefined && compareDecimal(value, max) > 0) return { key: 'aboveMax', max }
  return null
}
