import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../Button'
import { Pagination } from '../Pagination'
import { Table, type RowKey } from './Table'
import { sampleCollectibles, sampleColumns, type SampleCollectible } from './table-fixtures'
import { guidance } from './Table.guidance'

const pageRows = sampleCollectibles(10)

const meta = {
  title: 'Design System/Table',
  parameters: { guidance },
  component: Table<SampleCollectible>,
  args: { columns: sampleColumns, data: pageRows, rowKey: 'nftId', caption: '藏品列表' },
  argTypes: {
    columns: { control: false },
    data: { control: false },
    rowKey: { control: false },
  },
} satisfies Meta<typeof Table<SampleCollectible>>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '藏品列表' })
    await expect(within(table).getAllByRole('row')).toHaveLength(11)
    await expect(within(table).getByRole('columnheader', { name: '藏品编号' })).toBeVisible()
  },
}

export const Playground: Story = {
  args: { loading: false, stickyHeader: false, virtual: false, rowHeight: 44, skeletonRows: 5, emptyText: '暂无数据' },
}

/** First load: skeleton rows, the table busy, "加载中" announced. */
export const Loading: Story = {
  args: { data: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { hidden: true })).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中')
  },
}

/** Loading the next page: old rows stay under a spinner. */
export const Refreshing: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('status', { name: '加载中' })).toBeVisible()
  },
}

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无数据')).toBeVisible()
  },
}

function SelectableTable() {
  const [selected, setSelected] = useState<RowKey[]>([])
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <span role="status">已选 {selected.length} 项</span>
        <Button variant="danger" disabled={selected.length === 0} onClick={() => setSelected([])}>
          批量销毁
        </Button>
      </div>
      <Table
        columns={sampleColumns}
        data={pageRows}
        rowKey="nftId"
        caption="藏品列表"
        selectedRowKeys={selected}
        onSelectionChange={(keys) => setSelected(keys)}
        isRowSelectable={(row) => !row.frozen}
      />
    </div>
  )
}

/** Checkboxes for batch actions: Tab to a checkbox, Space toggles it; the header selects all (frozen rows cannot be chosen). */
export const Selection: Story = {
  render: () => <SelectableTable />,
  play: async ({ canvas }) => {
    // The batch button is disabled while nothing is selected, so the first stop is the header checkbox.
    await userEvent.tab()
    const selectAll = canvas.getByRole('checkbox', { name: '全选' })
    await expect(selectAll).toHaveFocus()
    await userEvent.tab()
    const first = canvas.getByRole('checkbox', { name: '选择此行 100000' })
    await expect(first).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(first).toBeChecked()
    await expect(canvas.getByText('已选 1 项')).toBeVisible()
    await waitFor(() => expect((selectAll as HTMLInputElement).indeterminate).toBe(true))
    selectAll.focus()
    await userEvent.keyboard(' ')
    // Row 100003 is frozen: 9 of 10 rows can be selected.
    await expect(canvas.getByText('已选 9 项')).toBeVisible()
    await expect(canvas.getByRole('checkbox', { name: '选择此行 100003' })).toBeDisabled()
    await userEvent.keyboard(' ')
    await expect(canvas.getByText('已选 0 项')).toBeVisible()
  },
}

/** The header stays in view while rows scroll inside the height limit; the scroll box takes keyboard focus. */
export const StickyHeader: Story = {
  args: { data: sampleCollectibles(40), stickyHeader: true, maxHeight: 320 },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: '藏品列表' })
    await userEvent.tab()
    await expect(region).toHaveFocus()
    region.scrollTop = 400
    const header = canvas.getByRole('columnheader', { name: '藏品编号' })
    await waitFor(() =>
      expect(Math.round(header.getBoundingClientRect().top)).toBe(Math.round(region.getBoundingClientRect().top)),
    )
  },
}

/** 5,000 rows, only those in view in the DOM; row count and indices stay right for screen readers. */
export const Virtual: Story = {
  args: { data: sampleCollectibles(5000), virtual: true, maxHeight: 400, caption: '5000 条藏品' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '5000 条藏品' })
    await expect(table).toHaveAttribute('aria-rowcount', '5001')
    await expect(within(table).getAllByRole('row').length).toBeLessThan(100)
    const region = canvas.getByRole('region', { name: '5000 条藏品' })
    await userEvent.tab()
    await expect(region).toHaveFocus()
    // Halfway down: the rows rendered there carry their place in the whole table (row heights follow the
    // fonts, so the exact row under the scroll position may differ by a few).
    region.scrollTop = 44 * 2500
    const lastRow = () => within(table).getAllByRole('row').at(-1)
    await waitFor(() => expect(Number(lastRow()?.getAttribute('aria-rowindex'))).toBeGreaterThan(2000))
    const row = lastRow()
    if (!row) throw new Error('no rendered row')
    // The first data row (aria-rowindex 2, after the header row) is number 100000.
    const number = String(100_000 + Number(row.getAttribute('aria-rowindex')) - 2)
    await expect(within(row).getByText(number)).toBeVisible()
  },
}

function PagedTable() {
  const all = sampleCollectibles(95)
  const [page, setPage] = useState(1)
  const [size, setSize] = useState(10)
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Table
        columns={sampleColumns}
        data={all.slice((page - 1) * size, page * size)}
        rowKey="nftId"
        caption="藏品列表"
      />
      <Pagination
        total={all.length}
        current={page}
        pageSize={size}
        onChange={(nextPage, nextSize) => {
          setPage(nextPage)
          setSize(nextSize)
        }}
      />
    </div>
  )
}

/** With Pagination, as on the search page. */
export const WithPagination: Story = {
  render: () => <PagedTable />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }))
    await expect(canvas.getByText('100010')).toBeVisible()
  },
}
