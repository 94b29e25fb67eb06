import type { HTMLAttributes, ReactNode } from 'react'
import styled from 'styled-components'

export interface FieldGridProps extends HTMLAttributes<HTMLDivElement> {
  /** The narrowest a column gets before the grid drops a column (CSS length). */
  minColumnWidth?: string
  /** The form fields. */
  children?: ReactNode
}

const Grid = styled.div<{ $min: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min }) => $min}), 1fr));
  gap: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  align-items: start;
`

/** Filter and search fields in as many equal columns as fit (a list page's filter bar). */
export function FieldGrid({ minColumnWidth = '220px', children, ...rest }: FieldGridProps) {
  return (
    <Grid $min={minColumnWidth} {...rest}>
      {children}
    </Grid>
  )
}
