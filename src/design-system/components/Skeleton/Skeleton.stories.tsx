import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Skeleton } from './Skeleton'
import { guidance } from './Skeleton.guidance'

const meta = {
  title: 'Design System/Skeleton',
  parameters: { guidance },
  component: Skeleton,
  argTypes: { variant: { control: 'inline-radio', options: ['lines', 'block'] } },
} satisfies Meta<typeof Skeleton>

export default meta
type Story = StoryObj<typeof meta>

/** Three lines of text loading; announced once as "加载中". */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中')
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true')
  },
}

export const Playground: Story = {
  args: { variant: 'lines', lines: 4, width: '100%', height: '120px', animated: true },
}

export const Block: Story = {
  args: { variant: 'block', height: '160px', width: '320px' },
}

/** Lines and blocks together, in the shape of a detail page. */
export const DetailPage: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: '160px 1fr', gap: 16 }}>
      <Skeleton variant="block" height="160px" label="图片加载中" />
      <Skeleton lines={5} label="详情加载中" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(2)
    await expect(canvas.getByText('详情加载中')).toBeInTheDocument()
  },
}

export const Static: Story = {
  args: { animated: false },
}
