import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Card } from '../Card'
import { PageContainer } from './PageContainer'
import { guidance } from './PageContainer.guidance'

const meta = {
  title: 'Design System/PageContainer',
  component: PageContainer,
  parameters: { guidance, layout: 'fullscreen' },
  args: { children: <Card title="藏品查询">页面内容</Card> },
} satisfies Meta<typeof PageContainer>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toHaveTextContent('页面内容')
  },
}

export const Playground: Story = { args: { maxWidth: '1200px' } }

/** A narrow column, e.g. for a form on its own. */
export const Narrow: Story = { args: { maxWidth: '480px' } }
