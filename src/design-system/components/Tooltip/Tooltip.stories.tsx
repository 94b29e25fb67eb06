import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../Button'
import { IconButton } from '../IconButton'
import { InfoGlyph } from '../../internal/glyphs'
import { Tooltip } from './Tooltip'
import { guidance } from './Tooltip.guidance'

const meta = {
  title: 'Design System/Tooltip',
  parameters: { guidance },
  component: Tooltip,
  args: { content: '链上确认约需 3 秒', children: <Button>上链</Button>, onOpenChange: fn() },
  argTypes: {
    side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '48px 120px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>

export default meta
type Story = StoryObj<typeof meta>

/** Keyboard focus shows it at once and it describes the trigger; Escape hides it. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.tab()
    const trigger = canvas.getByRole('button', { name: '上链' })
    await expect(trigger).toHaveFocus()
    await expect(await body.findByRole('tooltip')).toHaveTextContent('链上确认约需 3 秒')
    await expect(trigger).toHaveAccessibleDescription('链上确认约需 3 秒')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument())
  },
}

export const Playground: Story = {
  args: { side: 'top', align: 'center', delayDuration: 300 },
}

/** Hovering shows it after the delay; leaving hides it. */
export const Hover: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    const trigger = canvas.getByRole('button', { name: '上链' })
    await userEvent.hover(trigger)
    await expect(await body.findByRole('tooltip', {}, { timeout: 2000 })).toHaveTextContent('链上确认约需 3 秒')
    await userEvent.unhover(trigger)
    // Radix keeps the tooltip while the pointer may still be on its way to it (the area between the exit point
    // and the tooltip) and closes it on the next move outside. A real mouse (the test run) moves on by itself;
    // Storybook's simulated one (the built Storybook) leaves without moving, so the move is sent here.
    const view = canvasElement.ownerDocument.defaultView ?? window
    for (const clientX of [2, view.innerWidth - 2])
      canvasElement.ownerDocument.dispatchEvent(
        new view.PointerEvent('pointermove', {
          clientX,
          clientY: view.innerHeight - 2,
          bubbles: true,
          pointerType: 'mouse',
        }),
      )
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument())
  },
}

/** Shown open, on the right, to review placement. */
export const Open: Story = {
  args: { defaultOpen: true, side: 'right' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await expect(await body.findByRole('tooltip')).toHaveTextContent('链上确认约需 3 秒')
  },
}

/** On an icon button, the tooltip shows the same words as its aria-label for sighted users. */
export const OnIconButton: Story = {
  args: { content: '藏品编号说明', children: <IconButton aria-label="藏品编号说明" icon={<InfoGlyph />} /> },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.tab()
    await expect(await body.findByRole('tooltip')).toHaveTextContent('藏品编号说明')
  },
}
