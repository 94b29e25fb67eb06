import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { FormField } from '../FormField'
import { Input } from '../Input'
import { Select } from '../Select'
import { FilterBar } from './FilterBar'
import { guidance } from './FilterBar.guidance'

const fields = (labels: readonly string[]) =>
  labels.map((label) => (
    <FormField key={label} label={label}>
      <Input />
    </FormField>
  ))

const meta = {
  title: 'Design System/FilterBar',
  parameters: { guidance },
  component: FilterBar,
  args: {
    'aria-label': '筛选',
    submitLabel: '查询',
    resetLabel: '重置',
    onSubmit: fn(),
    onReset: fn(),
    children: [
      ...fields(['链账户', '业务名称']),
      <FormField key="state" label="状态">
        <Select
          value=""
          onChange={() => undefined}
          options={[
            { value: '', label: '全部' },
            { value: '1', label: '启用' },
          ]}
        />
      </FormField>,
    ],
  },
} satisfies Meta<typeof FilterBar>

export default meta
type Story = StoryObj<typeof meta>

/** How far apart two elements' top and bottom edges are (0: on one line). */
const offset = (a: Element, b: Element) => {
  const [one, other] = [a.getBoundingClientRect(), b.getBoundingClientRect()]
  return Math.max(Math.abs(one.top - other.top), Math.abs(one.bottom - other.bottom))
}

/** 查询 then 重置 right after the last field, on the inputs' line; Enter queries, 重置 resets. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const [query, reset] = canvas.getAllByRole('button')
    if (!query || !reset) throw new Error('buttons missing')
    await expect(query).toHaveAccessibleName('查询')
    await expect(reset).toHaveAccessibleName('重置')
    await expect(query.getBoundingClientRect().right).toBeLessThanOrEqual(reset.getBoundingClientRect().left)
    const input = canvas.getByRole('textbox', { name: '链账户' })
    await expect(offset(query, input)).toBeLessThanOrEqual(1)
    await userEvent.type(input, 'ddcplatform1{Enter}')
    await expect(args.onSubmit).toHaveBeenCalledOnce()
    await userEvent.click(reset)
    await expect(args.onReset).toHaveBeenCalledOnce()
  },
}

/** More fields than one row holds: they wrap, the buttons stay last and aligned with the inputs of their row. */
export const ManyFields: Story = {
  args: {
    children: fields(['藏品编号', '链账户地址', '资源标识符', '平台方账户', '创建时间起', '创建时间止', '描述']),
  },
  play: async ({ canvas }) => {
    const inputs = canvas.getAllByRole('textbox')
    const last = inputs.at(-1)
    const query = canvas.getByRole('button', { name: '查询' })
    if (!last) throw new Error('fields missing')
    await expect(offset(query, last)).toBeLessThanOrEqual(1)
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual(['查询', '重置'])
  },
}
