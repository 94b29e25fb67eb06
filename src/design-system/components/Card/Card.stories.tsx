import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { Button } from '../Button'
import { Card } from './Card'
import { guidance } from './Card.guidance'

const meta = {
  title: 'Design System/Card',
  parameters: { guidance },
  component: Card,
  args: { title: '藏品信息', children: '藏品编号 1024 的基本信息。' },
} satisfies Meta<typeof Card>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '藏品信息' })).toHaveTextContent('藏品编号 1024')
  },
}

export const Playground: Story = {
  args: { headingLevel: 2, flush: false },
}

const onEdit = fn()

/** Actions at the right of the header are reached with Tab and pressed with Enter. */
export const WithExtra: Story = {
  args: {
    extra: (
      <Button variant="link" onClick={onEdit}>
        编辑
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    onEdit.mockClear()
    await userEvent.tab()
    const edit = canvas.getByRole('button', { name: '编辑' })
    await expect(edit).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(onEdit).toHaveBeenCalledTimes(1)
  },
}

/** Without a title the card is a plain surface, not a landmark. */
export const Untitled: Story = {
  args: { title: undefined, children: '没有标题的卡片。' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull()
    await expect(canvas.getByText('没有标题的卡片。')).toBeVisible()
  },
}

/** Flush body for content that runs edge to edge, such as a table. */
export const Flush: Story = {
  args: { flush: true, children: <div style={{ padding: 8 }}>贴边内容</div> },
}
