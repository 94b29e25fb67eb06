import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { Table } from '../Table'
import { RowAction, RowActions } from './RowActions'
import { guidance } from './RowActions.guidance'

interface Rule {
  id: string
  name: string
  frozen: boolean
}

const rows: Rule[] = [
  { id: 'ddcplatform1', name: '星河数藏', frozen: false },
  { id: 'ddcplatform2', name: '云上藏馆', frozen: true },
]

const meta = {
  title: 'Design System/RowActions',
  parameters: { guidance },
  component: RowActions,
  args: { children: null, onClick: fn() },
} satisfies Meta<typeof RowActions>

export default meta
type Story = StoryObj<typeof meta>

/** The 操作 column: a link to another page, an action, a destructive one last; each named with its row. */
export const InATable: Story = {
  render: ({ onClick }) => (
    <Table
      caption="链账户"
      rowKey="id"
      data={rows}
      columns={[
        { key: 'id', title: '链账户' },
        { key: 'name', title: '业务名称' },
        {
          key: 'actions',
          title: '操作',
          actions: (row) => (
            <>
              <a href={`#${row.id}`} aria-label={`详情 ${row.id}`}>
                详情
              </a>
              <RowAction
                aria-label={`解冻 ${row.id}`}
                onClick={onClick}
                disabledReason={row.frozen ? undefined : '已处于该状态'}
              >
                解冻
              </RowAction>
              <RowAction
                tone="danger"
                aria-label={`冻结 ${row.id}`}
                onClick={onClick}
                disabledReason={row.frozen ? '已处于该状态' : undefined}
              >
                冻结
              </RowAction>
            </>
          ),
        },
      ]}
    />
  ),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: '详情 ddcplatform1' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '冻结 ddcplatform1' }))
    await expect(args.onClick).toHaveBeenCalledOnce()
    // Not possible for this row: still reachable by Tab, the reason read as its description, presses refused.
    const blocked = canvas.getByRole('button', { name: '冻结 ddcplatform2' })
    await expect(blocked).toHaveAttribute('aria-disabled', 'true')
    await expect(blocked).toHaveAccessibleDescription('已处于该状态')
    await userEvent.click(blocked)
    await expect(args.onClick).toHaveBeenCalledOnce()
    blocked.focus()
    await expect(blocked).toHaveFocus()
  },
}

/** A narrow column: the actions wrap onto a second line instead of widening the table. */
export const Narrow: Story = {
  render: ({ onClick }) => (
    <div style={{ width: 96 }}>
      <RowActions>
        <RowAction onClick={onClick}>编辑</RowAction>
        <RowAction onClick={onClick}>通过</RowAction>
        <RowAction tone="danger" onClick={onClick}>
          删除
        </RowAction>
      </RowActions>
    </div>
  ),
  play: async ({ canvas }) => {
    const [first, , last] = canvas.getAllByRole('button')
    if (!first || !last) throw new Error('actions missing')
    await expect(last.getBoundingClientRect().top).toBeGreaterThanOrEqual(first.getBoundingClientRect().bottom)
  },
}

/** Disabled without a reason (the user may not act at all): a plain disabled button. */
export const Disabled: Story = {
  render: () => (
    <RowActions>
      <RowAction disabled>通过</RowAction>
      <RowAction tone="danger">拒绝</RowAction>
    </RowActions>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '通过' })).toBeDisabled()
  },
}
