/**
 * Exact decimal arithmetic on strings, via BigInt, so amounts and token ids beyond
 * Number.MAX_SAFE_INTEGER (or with many decimals) step and compare without rounding.
 */

const DECIMAL = /^-?\d+(\.\d+)?$/

/** A complete decimal such as "12", "-0.5" (not the partial "1." or "-" typed on the way). */
export function isDecimal(text: string): boolean {
  return DECIMAL.test(text)
}

/** Accepts what a user may have typed so far: "", "-", "1.", ".5", "-12.30". */
export function isPartialDecimal(text: string, allowNegative: boolean, allowFraction: boolean): boolean {
  const sign = allowNegative ? '-?' : ''
  const fraction = allowFraction ? '(\\.\\d*)?' : ''
  return new RegExp(`^${sign}\\d*${fraction}$`).test(text)
}

/** Turns a finished or partial entry into a decimal, or "" when nothing numeric was typed. */
export function normalizeDecimal(text: string): string {
  let value = text.trim()
  if (value.startsWith('.')) value = `0${value}`
  if (value.startsWith('-.')) value = `-0${value.slice(1)}`
  if (value.endsWith('.')) value = value.slice(0, -1)
  if (!isDecimal(value)) return ''
  const negative = value.startsWith('-')
  const [integerPart = '0', fractionPart = ''] = (negative ? value.slice(1) : value).split('.')
  const integer = integerPart.replace(/^0+(?=\d)/, '')
  const result = fractionPart ? `${integer}.${fractionPart}` : integer
  return negative && /[1-9]/.test(result) ? `-${result}` : result
}

/** A JS number as a plain decimal string (never exponent notation). */
export function numberToDecimal(value: number | string): string {
  if (typeof value === 'string') return value
  const text = String(value)
  return text.includes('e') ? value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 }) : text
}

interface Scaled {
  units: bigint
  scale: number
}

function toScaled(text: string): Scaled {
  const negative = text.startsWith('-')
  const [integerPart = '0', fractionPart = ''] = (negative ? text.slice(1) : text).split('.')
  const units = BigInt(`${integerPart}${fractionPart}` || '0')
  return { units: negative ? -units : units, scale: fractionPart.length }
}

function rescale({ units, scale }: Scaled, to: number): bigint {
  return units * 10n ** BigInt(to - scale)
}

function fromScaled(units: bigint, scale: number): string {
  const negative = units < 0n
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0')
  const integer = digits.slice(0, digits.length - scale)
  const fraction = scale > 0 ? digits.slice(digits.length - scale) : ''
  return `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`
}

/** a + b, keeping the larger number of decimals of the two (so 0.10 + 1 = "1.10"). */
export function addDecimal(a: string, b: string): string {
  const left = toScaled(a)
  const right = toScaled(b)
  const scale = Math.max(left.scale, right.scale)
  return fromScaled(rescale(left, scale) + rescale(right, scale), scale)
}

/** -a. */
export function negateDecimal(a: string): string {
  const { units, scale } = toScaled(a)
  return fromScaled(-units, scale)
}

/** -1, 0 or 1 as a is less than, equal to or greater than b. */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const left = toScaled(a)
  const right = toScaled(b)
  const scale = Math.max(left.scale, right.scale)
  const difference = rescale(left, scale) - rescale(right, scale)
  return difference < 0n ? -1 : difference > 0n ? 1 : 0
}

/** value limited to [min, max]; either bound may be absent. */
export function clampDecimal(value: string, min: string | undefined, max: string | undefined): string {
  if (min !== undefined && compareDecimal(value, min) < 0) return min
  if (max !== undefined && compareDecimal(value, max) > 0) return max
  return value
}
