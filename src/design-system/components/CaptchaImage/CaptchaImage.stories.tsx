import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { CaptchaImage } from './CaptchaImage'
import { SAMPLE_CAPTCHAS } from './sample-captcha'
import { guidance } from './CaptchaImage.guidance'

const sample = (index: number) => SAMPLE_CAPTCHAS[index % SAMPLE_CAPTCHAS.length]?.image ?? ''

const meta = {
  title: 'Design System/CaptchaImage',
  parameters: { guidance },
  component: CaptchaImage,
  args: { image: sample(0), onRefresh: fn() },
} satisfies Meta<typeof CaptchaImage>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('img', { name: '验证码' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '看不清？点击刷新验证码' }))
    await expect(args.onRefresh).toHaveBeenCalledTimes(1)
  },
}

export const Playground: Story = {
  args: { loading: false, width: 120, height: 34 },
}

/** Tab reaches the captcha; Enter and Space each ask for a new one. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: '看不清？点击刷新验证码' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard(' ')
    await expect(args.onRefresh).toHaveBeenCalledTimes(2)
  },
}

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button')
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(button)
    await expect(args.onRefresh).not.toHaveBeenCalled()
  },
}

/** Markup (what a failed getCode sends) with a script and handlers: shown as an image, nothing runs. */
export const HostileMarkup: Story = {
  args: {
    image:
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="34" onload="window.__captchaPwned=true"><script>window.__captchaPwned=true</script><text x="10" y="24">safe</text></svg>',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script')).toBeNull()
    await expect(Reflect.get(window, '__captchaPwned')).toBeUndefined()
  },
}

function RefreshingCaptcha() {
  const [index, setIndex] = useState(0)
  return <CaptchaImage image={sample(index)} onRefresh={() => setIndex((current) => current + 1)} />
}

/** Each refresh shows a new image. */
export const Refreshing: Story = {
  render: () => <RefreshingCaptcha />,
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img')
    const first = image.getAttribute('src')
    canvas.getByRole('button').focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(canvas.getByRole('img').getAttribute('src')).not.toBe(first))
  },
}
