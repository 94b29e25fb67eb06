import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Pagination } from './Pagination'
import { guidance } from './Pagination.guidance'

const meta = {
  title: 'Design System/Pagination',
  parameters: { guidance },
  component: Pagination,
  args: { total: 95, onChange: fn() },
} satisfies Meta<typeof Pagination>

export default meta
type Story = StoryObj<typeof meta>

/** The spec's defaults: page 1, 10 rows a page, size changer, quick jumper, 共N条数据. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: '分页' })
    await expect(within(nav).getByText('共95条数据')).toBeVisible()
    await expect(within(nav).getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page')
    await expect(within(nav).getByRole('combobox', { name: '每页条数' })).toHaveValue('10')
  },
}

export const Playground: Story = {
  args: {
    total: 500,
    defaultCurrent: 1,
    defaultPageSize: 10,
    showTotal: true,
    showSizeChanger: true,
    showQuickJumper: true,
    disabled: false,
  },
}

/** Tab to the next button and press Enter; Tab to the jumper, type a page and press Enter. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: '第 1 页' })).toHaveFocus()
    // Previous is disabled on page 1, so the first stop is page 1; then pages 2-7 and 10, then Next.
    for (let step = 0; step < 8; step += 1) await userEvent.tab()
    await expect(canvas.getByRole('button', { name: '下一页' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onChange).toHaveBeenLastCalledWith(2, 10)
    await userEvent.tab()
    await expect(canvas.getByRole('combobox', { name: '每页条数' })).toHaveFocus()
    await userEvent.tab()
    const jumper = canvas.getByRole('textbox', { name: '跳至页码' })
    await expect(jumper).toHaveFocus()
    await userEvent.keyboard('7{Enter}')
    await expect(args.onChange).toHaveBeenLastCalledWith(7, 10)
    await expect(canvas.getByRole('button', { name: '第 7 页' })).toHaveAttribute('aria-current', 'page')
  },
}

/** Out-of-range jumps are clamped to the last page. */
export const QuickJumperClamps: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '跳至页码' }), '999{Enter}')
    await expect(args.onChange).toHaveBeenLastCalledWith(10, 10)
  },
}

/** Many pages: ellipses on both sides of the current one. */
export const ManyPages: Story = {
  args: { total: 10_000, defaultCurrent: 50 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('…')).toHaveLength(2)
    await expect(canvas.getByRole('button', { name: '第 1000 页' })).toBeVisible()
  },
}

/** Changing the size keeps the page while it exists. */
export const SizeChanger: Story = {
  args: { defaultCurrent: 3 },
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '每页条数' }), '20')
    await expect(args.onChange).toHaveBeenLastCalledWith(3, 20)
  },
}

export const Empty: Story = {
  args: { total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('共0条数据')).toBeVisible()
    await expect(canvas.getByRole('button', { name: '下一页' })).toBeDisabled()
  },
}

export const Disabled: Story = {
  args: { disabled: true },
}

export const Minimal: Story = {
  args: { showSizeChanger: false, showQuickJumper: false, showTotal: false },
}

function ControlledPagination() {
  const [page, setPage] = useState(1)
  const [size, setSize] = useState(10)
  return (
    <div>
      <p>
        第 {page} 页，每页 {size} 条
      </p>
      <Pagination
        total={235}
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

/** Controlled by the parent, as a table page does with its query. */
export const Controlled: Story = {
  render: () => <ControlledPagination />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '第 3 页' }))
    await expect(canvas.getByText('第 3 页，每页 10 条')).toBeVisible()
  },
}
