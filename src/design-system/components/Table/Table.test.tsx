import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithDesignSystem } from '../../test-utils'
import { Table, type TableColumn } from './Table'

interface Collectible {
  id: number
  owner: string
  supply: number
  frozen?: boolean
}

const columns: TableColumn<Collectible>[] = [
  { key: 'id', title: '藏品编号' },
  { key: 'owner', title: '链账户地址', render: (row) => <strong>{row.owner}</strong> },
  { key: 'supply', title: '发行量', align: 'right', width: 120 },
]

const rows: Collectible[] = [
  { id: 1, owner: 'alice', supply: 1 },
  { id: 2, owner: 'bob', supply: 5 },
  { id: 3, owner: 'carol', supply: 2, frozen: true },
]

afterEach(() => {
  vi.restoreAllMocks()
})

describe('Table', () => {
  it('shows headers and one row per item, cells from render or from the field', () => {
    renderWithDesignSystem(<Table columns={columns} data={rows} rowKey="id" />)
    const table = screen.getByRole('table')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['藏品编号', '链账户地址', '发行量'])
    const bodyRows = within(table).getAllByRole('row').slice(1)
    expect(bodyRows).toHaveLength(3)
    expect(
      within(bodyRows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', 'bob', '5'])
    expect(screen.getByText('bob').tagName).toBe('STRONG')
  })

  it('shows the empty state when there are no rows', () => {
    renderWithDesignSystem(<Table columns={columns} data={[]} rowKey="id" />)
    expect(screen.getByText('暂无数据')).toBeInTheDocument()
  })

  it('shows skeleton rows while the first page loads, busy and announced', () => {
    const { container } = renderWithDesignSystem(
      <Table columns={columns} data={[]} rowKey="id" loading skeletonRows={4} />,
    )
    expect(screen.getByRole('table', { hidden: true })).toHaveAttribute('aria-busy', 'true')
    expect(container.querySelectorAll('[data-skeleton-row]')).toHaveLength(4)
    expect(screen.getByRole('status')).toHaveTextContent('加载中')
    expect(screen.queryByText('暂无数据')).toBeNull()
  })

  it('keeps old rows under a spinner while the next page loads', () => {
    renderWithDesignSystem(<Table columns={columns} data={rows} rowKey="id" loading />)
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument()
    expect(screen.getByText('alice')).toBeInTheDocument()
  })

  it('selects rows with checkboxes named after the row', async () => {
    const onSelectionChange = vi.fn()
    renderWithDesignSystem(
      <Table columns={columns} data={rows} rowKey="id" selectedRowKeys={[]} onSelectionChange={onSelectionChange} />,
    )
    await userEvent.click(screen.getByRole('checkbox', { name: '选择此行 2' }))
    expect(onSelectionChange).toHaveBeenLastCalledWith([2], [rows[1]])
  })

  it('selects all selectable rows, keeping selections from other pages', async () => {
    const onSelectionChange = vi.fn()
    renderWithDesignSystem(
      <Table
        columns={columns}
        data={rows}
        rowKey="id"
        selectedRowKeys={[99]}
        onSelectionChange={onSelectionChange}
        isRowSelectable={(row) => !row.frozen}
      />,
    )
    expect(screen.getByRole('checkbox', { name: '选择此行 3' })).toBeDisabled()
    await userEvent.click(screen.getByRole('checkbox', { name: '全选' }))
    expect(onSelectionChange).toHaveBeenLastCalledWith([99, 1, 2], [rows[0], rows[1]])
  })

  it('shows the header checkbox checked, indeterminate or clear from the selection', async () => {
    const onSelectionChange = vi.fn()
    const { rerender } = renderWithDesignSystem(
      <Table columns={columns} data={rows} rowKey="id" selectedRowKeys={[1]} onSelectionChange={onSelectionChange} />,
    )
    const selectAll = screen.getByRole('checkbox', { name: '全选' }) as HTMLInputElement
    expect(selectAll.indeterminate).toBe(true)
    expect(selectAll).not.toBeChecked()
    rerender(
      <Table
        columns={columns}
        data={rows}
        rowKey="id"
        selectedRowKeys={[1, 2, 3]}
        onSelectionChange={onSelectionChange}
      />,
    )
    expect(selectAll.indeterminate).toBe(false)
    expect(selectAll).toBeChecked()
    await userEvent.click(selectAll)
    expect(onSelectionChange).toHaveBeenLastCalledWith([], [])
  })

  it('toggles a row checkbox with Space', async () => {
    const onSelectionChange = vi.fn()
    renderWithDesignSystem(
      <Table
        columns={columns}
        data={rows}
        rowKey={(row) => `c-${row.id}`}
        selectedRowKeys={['c-1']}
        onSelectionChange={onSelectionChange}
      />,
    )
    screen.getByRole('checkbox', { name: '选择此行 1' }).focus()
    await userEvent.keyboard(' ')
    expect(onSelectionChange).toHaveBeenLastCalledWith([], [])
  })

  it('renders only the rows in view when virtual, keeping row count and indices', () => {
    // jsdom has no layout: give the scroll box the height a browser would.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(440)
    const many = Array.from({ length: 5000 }, (_, index) => ({ id: index, owner: `user${index}`, supply: 1 }))
    renderWithDesignSystem(
      <Table columns={columns} data={many} rowKey="id" virtual maxHeight={440} rowHeight={44} caption="藏品列表" />,
    )
    const table = screen.getByRole('table', { name: '藏品列表' })
    expect(table).toHaveAttribute('aria-rowcount', '5001')
    const bodyRows = within(table).getAllByRole('row').slice(1)
    expect(bodyRows.length).toBeGreaterThan(5)
    expect(bodyRows.length).toBeLessThan(100)
    expect(bodyRows[0]).toHaveAttribute('aria-rowindex', '2')
    expect(screen.getByRole('region', { name: '藏品列表' })).toHaveAttribute('tabindex', '0')
  })
})
