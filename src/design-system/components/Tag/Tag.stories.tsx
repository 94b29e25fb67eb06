import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { Tag } from './Tag'
import { tones } from './tones'
import { guidance } from './Tag.guidance'

const meta = {
  title: 'Design System/Tag',
  parameters: { guidance },
  component: Tag,
  args: { children: '单版本', tone: 'info' },
  argTypes: { tone: { control: 'inline-radio', options: tones } },
} satisfies Meta<typeof Tag>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('单版本')).toHaveAttribute('data-tone', 'info')
  },
}

export const Playground: Story = {
  args: { children: '转移', tone: 'default' },
}

/** Every tone; the text names the state, so colour is never the only signal. */
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Tag {...args} tone="default">
        默认
      </Tag>
      <Tag {...args} tone="success">
        成功
      </Tag>
      <Tag {...args} tone="warning">
        待审核
      </Tag>
      <Tag {...args} tone="danger">
        失败
      </Tag>
      <Tag {...args} tone="info">
        多版本
      </Tag>
      <Tag {...args} tone="frozen">
        冻结
      </Tag>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const text of ['默认', '成功', '待审核', '失败', '多版本', '冻结']) {
      await expect(canvas.getByText(text)).toBeVisible()
    }
  },
}

/** A tag is not interactive: Tab passes over it. */
export const NotFocusable: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <button type="button">前</button>
      <Tag {...args}>创建</Tag>
      <button type="button">后</button>
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '前' }))
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: '后' })).toHaveFocus()
  },
}
