import type { HTMLAttributes } from 'react'
import { Text, Wrapper } from './address-parts'

export interface AccountNameProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The chain account name (at most 13 characters: always shown whole). */
  value: string
  /** Text shown when the value is empty. */
  fallback?: string
}

/**
 * A chain account name as AddressText shows it whole, without its shortening and copy button: for a name in a
 * description or table that needs neither, on a route that should not load them.
 */
export function AccountName({ value, fallback = '-', ...rest }: AccountNameProps) {
  if (value === '') return <span {...rest}>{fallback}</span>
  return (
    <Wrapper data-full-value={value} {...rest}>
      <Text data-whole="">{value}</Text>
    </Wrapper>
  )
}
