import type { ReactNode } from 'react'
import styled from 'styled-components'
import { useDesignSystemStrings } from '../../provider'

export interface DescriptionsItem {
  /** Stable identity; defaults to the position. */
  key?: string
  /** The field name (藏品编号). */
  label: ReactNode
  /** The field value; empty values show the `emptyText`. */
  value: ReactNode
  /** Columns the item spans on wide containers (long values such as a description). */
  span?: number
}

export interface DescriptionsProps {
  /** The fields, in reading order. */
  items: DescriptionsItem[]
  /** Columns on a wide container; narrower containers drop to 2 and then 1. */
  columns?: 1 | 2 | 3 | 4
  /** Label above value (`vertical`) or beside it (`horizontal`). */
  layout?: 'horizontal' | 'vertical'
  /** Shown for an empty value (null, undefined or ''). */
  emptyText?: ReactNode
  /** Class for layout by the parent. */
  className?: string
}

/** Container widths (px) under which the grid drops to 2 and then 1 column. */
const twoColumnsBelow = 720
const oneColumnBelow = 440

const Container = styled.div`
  container-type: inline-size;
`

const Grid = styled.dl<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.space[3]} ${theme.space[6]}`};
  margin: 0;
  @container (max-width: ${twoColumnsBelow}px) {
    grid-template-columns: repeat(${({ $columns }) => Math.min($columns, 2)}, minmax(0, 1fr));
  }
  @container (max-width: ${oneColumnBelow}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`

// One column: the label above its value, so a long label leaves the value the whole width.
const Field = styled.div<{ $span: number; $columns: number; $vertical: boolean }>`
  display: flex;
  flex-direction: ${({ $vertical }) => ($vertical ? 'column' : 'row')};
  gap: ${({ theme, $vertical }) => ($vertical ? theme.space[1] : theme.space[2])};
  min-width: 0;
  grid-column: span ${({ $span, $columns }) => Math.min($span, $columns)};
  @container (max-width: ${twoColumnsBelow}px) {
    grid-column: span ${({ $span, $columns }) => Math.min($span, $columns, 2)};
  }
  @container (max-width: ${oneColumnBelow}px) {
    grid-column: span 1;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
  }
`

const Term = styled.dt<{ $suffix: string }>`
  flex: none;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
  &::after {
    /* The locale's colon (DesignSystemStrings.labelSuffix), quoted as a CSS string. */
    content: ${({ $suffix }) => JSON.stringify($suffix)};
  }
  [data-layout='vertical'] &::after {
    content: none;
  }
  @container (max-width: ${oneColumnBelow}px) {
    white-space: normal;
  }
`

const Detail = styled.dd`
  flex: 1;
  min-width: 0;
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`

function isEmpty(value: ReactNode): boolean {
  return value == null || value === '' || value === false
}

/** A label/value grid for detail pages; columns adapt to the width of the container. */
export function Descriptions({
  items,
  columns = 3,
  layout = 'horizontal',
  emptyText = '-',
  className,
}: DescriptionsProps) {
  const strings = useDesignSystemStrings()
  return (
    <Container className={className}>
      <Grid $columns={columns} data-layout={layout}>
        {items.map((item, index) => (
          <Field
            key={item.key ?? index}
            $span={Math.max(1, item.span ?? 1)}
            $columns={columns}
            $vertical={layout === 'vertical'}
          >
            <Term $suffix={strings.labelSuffix}>{item.label}</Term>
            <Detail>{isEmpty(item.value) ? emptyText : item.value}</Detail>
          </Field>
        ))}
      </Grid>
    </Container>
  )
}
