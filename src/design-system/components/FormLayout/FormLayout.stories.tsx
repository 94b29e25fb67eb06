import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Button } from '../Button'
import { FormField } from '../FormField'
import { Input } from '../Input'
import { Stack } from '../Stack'
import { FormLayout } from './FormLayout'
import { guidance } from './FormLayout.guidance'

const meta = {
  title: 'Design System/FormLayout',
  parameters: { guidance },
  component: FormLayout,
  args: {
    'aria-label': '充值',
    children: (
      <Stack gap={4}>
        <FormField label="接收账户" required>
          <Input />
        </FormField>
        <FormField label="转移积分" required>
          <Input />
        </FormField>
        <Stack direction="horizontal" justify="end">
          <Button type="submit" variant="primary">
            提交
          </Button>
        </Stack>
      </Stack>
    ),
  },
} satisfies Meta<typeof FormLayout>

export default meta
type Story = StoryObj<typeof meta>

/** In a wide container the form stops at 640 px; its inputs and submit button stay within it. */
export const Wide: Story = {
  decorators: [(Story) => <div style={{ width: 900 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: '充值' })
    await expect(form.getBoundingClientRect().width).toBe(640)
  },
}

/** On a phone (360 px less the page's padding) the form takes the whole width. */
export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 328 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: '充值' }).getBoundingClientRect().width).toBe(328)
  },
}
