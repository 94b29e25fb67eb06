import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { CaptchaImage } from '../CaptchaImage'
import { SAMPLE_CAPTCHAS } from '../CaptchaImage/sample-captcha'
import { Input } from '../Input'
import { CaptchaRow } from './CaptchaRow'
import { guidance } from './CaptchaRow.guidance'

const meta = {
  title: 'Design System/CaptchaRow',
  parameters: { guidance },
  component: CaptchaRow,
} satisfies Meta<typeof CaptchaRow>

export default meta
type Story = StoryObj<typeof meta>

const row = (width: number) => (
  <div data-row-box="" style={{ width }}>
    <CaptchaRow>
      <Input aria-label="验证码" placeholder="请输入验证码" />
      <CaptchaImage image={SAMPLE_CAPTCHAS[0]?.image ?? ''} onRefresh={fn()} />
    </CaptchaRow>
  </div>
)

/** Wide enough for both: the picture beside the field, at its own size. */
export const Wide: Story = {
  render: () => row(480),
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox').getBoundingClientRect()
    const picture = canvas.getByRole('button').getBoundingClientRect()
    await expect(picture.top).toBeLessThan(field.bottom)
    await expect(picture.width).toBeGreaterThanOrEqual(261.5)
  },
}

/** A phone's form width: the picture under the field, still at its own size. */
export const Narrow: Story = {
  render: () => row(318),
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox').getBoundingClientRect()
    const picture = canvas.getByRole('button').getBoundingClientRect()
    await expect(picture.top).toBeGreaterThanOrEqual(field.bottom)
    await expect(picture.width).toBeGreaterThanOrEqual(261.5)
  },
}
