import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { Button } from '../Button'
import { Result } from './Result'
import { guidance } from './Result.guidance'

const meta = {
  title: 'Design System/Result',
  parameters: { guidance },
  component: Result,
  args: { status: 404, onHome: fn() },
  argTypes: { status: { control: 'inline-radio', options: [403, 404, 500, 'error'] } },
} satisfies Meta<typeof Result>

export default meta
type Story = StoryObj<typeof meta>

/** 404: the page does not exist; Home leads back. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: '404' })).toBeVisible()
    await expect(canvas.getByText('抱歉，您访问的页面不存在')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '返回首页' }))
    await expect(args.onHome).toHaveBeenCalledTimes(1)
  },
}

export const Playground: Story = {
  args: { status: 'error', onBack: fn(), onHome: fn(), headingLevel: 1 },
}

/** 403: no permission. */
export const NoPermission: Story = {
  args: { status: 403 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('抱歉，您无权访问此页面')).toBeVisible()
  },
}

/** The page failed to render: Back and Home, reached with Tab and pressed with Enter. */
export const PageError: Story = {
  args: { status: 'error', onBack: fn(), onHome: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: '页面出错了，请联系管理员' })).toBeVisible()
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: '返回' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onBack).toHaveBeenCalledTimes(1)
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: '返回首页' })).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(args.onHome).toHaveBeenCalledTimes(1)
  },
}

export const ServerError: Story = {
  args: { status: 500, onBack: fn() },
}

/** Extra actions after Back and Home. */
export const WithExtra: Story = {
  args: { status: 403, extra: <Button variant="link">切换链账户</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '切换链账户' })).toBeVisible()
  },
}
