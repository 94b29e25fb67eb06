import type { HTMLAttributes } from 'react'
import { VisuallyHidden } from 'radix-ui'
import { useDesignSystemStrings } from '../../provider'
import { CopyButton } from '../CopyButton'
import { Text, Wrapper } from './address-parts'
import { truncateMiddle } from './truncate-middle'

export interface AddressTextProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The full address, account name or hash. */
  value: string
  /** Characters shown before the ellipsis. */
  head?: number
  /** Characters shown after the ellipsis. */
  tail?: number
  /** Values up to this length are shown whole; 13 keeps every Antelope account name whole. */
  maxLength?: number
  /** Show a copy button that copies the full value. */
  copyable?: boolean
  /** The copy button's name, when "copy address" does not say what is copied (a hash, say). */
  copyLabel?: string
  /** Text shown when the value is empty. */
  fallback?: string
}

/**
 * A long address shortened in the middle (`abcd…wxyz`). The full value is the hover title and what
 * screen readers read (as hidden text: ARIA forbids aria-label on a plain span), and what copy copies.
 */
export function AddressText({
  value,
  head = 4,
  tail = 4,
  maxLength = 13,
  copyable = false,
  copyLabel,
  fallback = '-',
  ...rest
}: AddressTextProps) {
  const strings = useDesignSystemStrings()
  if (value === '') return <span {...rest}>{fallback}</span>
  const shown = truncateMiddle(value, { head, tail, maxLength })
  const truncated = shown !== value
  return (
    <Wrapper title={truncated ? value : undefined} data-full-value={value} {...rest}>
      {truncated ? (
        <Text>
          <span aria-hidden="true">{shown}</span>
          <VisuallyHidden.Root>{value}</VisuallyHidden.Root>
        </Text>
      ) : (
        <Text data-whole="">{value}</Text>
      )}
      {copyable && <CopyButton text={value} label={copyLabel ?? strings.copyAddress} iconOnly />}
    </Wrapper>
  )
}
