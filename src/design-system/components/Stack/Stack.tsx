import type { HTMLAttributes, ReactNode } from 'react'
import styled from 'styled-components'
import type { SpaceToken } from '../../tokens'

export interface StackProps extends HTMLAttributes<HTMLDivElement> {
  /** `vertical` stacks children top to bottom (forms, page sections); `horizontal` lines them up (button rows). */
  direction?: 'vertical' | 'horizontal'
  /** Space between children, from the spacing scale. */
  gap?: SpaceToken
  /** Cross-axis alignment of the children. */
  align?: 'start' | 'center' | 'end' | 'stretch' | 'baseline'
  /** Main-axis distribution of the children. */
  justify?: 'start' | 'center' | 'end' | 'between'
  /** Lets horizontal rows wrap onto more lines on narrow screens. */
  wrap?: boolean
  /** Element to render (a list, a form, a section…); `div` by default. */
  as?: 'div' | 'section' | 'form' | 'ul' | 'ol' | 'nav' | 'header' | 'footer' | 'main'
  children?: ReactNode
}

const alignments = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
  baseline: 'baseline',
} as const
const distributions = { start: 'flex-start', center: 'center', end: 'flex-end', between: 'space-between' } as const

const Root = styled.div<{
  $direction: 'vertical' | 'horizontal'
  $gap: SpaceToken
  $align: keyof typeof alignments
  $justify: keyof typeof distributions
  $wrap: boolean
}>`
  display: flex;
  flex-direction: ${({ $direction }) => ($direction === 'vertical' ? 'column' : 'row')};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  align-items: ${({ $align }) => alignments[$align]};
  justify-content: ${({ $justify }) => distributions[$justify]};
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;
`

/**
 * Lays its children out in a column or a row with a gap from the spacing scale: the one layout primitive
 * screens use instead of writing their own CSS.
 */
export function Stack({
  direction = 'vertical',
  gap = 4,
  align,
  justify = 'start',
  wrap = false,
  as = 'div',
  children,
  ...rest
}: StackProps) {
  const resolvedAlign = align ?? (direction === 'vertical' ? 'stretch' : 'center')
  return (
    <Root
      as={as}
      $direction={direction}
      $gap={gap}
      $align={resolvedAlign}
      $justify={justify}
      $wrap={wrap}
      data-direction={direction}
      {...rest}
    >
      {children}
    </Root>
  )
}
