import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { StateDiagram } from './StateDiagram'
import { longEdges, longNodes, orderEdges, orderNodes } from './state-diagram.fixtures'
import { guidance } from './StateDiagram.guidance'

const meta = {
  title: 'Design System/StateDiagram',
  parameters: { guidance },
  component: StateDiagram,
  args: {
    nodes: orderNodes,
    edges: orderEdges,
    activeIds: ['order.review'],
    takenEdgeIds: ['submitting-done'],
    label: 'Order states',
  },
  argTypes: { nodes: { control: false }, edges: { control: false } },
  // A panel of a fixed width, so the diagram's fit is the same wherever the story renders.
  decorators: [
    (Story) => (
      <div style={{ width: 720, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StateDiagram>

export default meta
type Story = StoryObj<typeof meta>

/** The current state is marked, the transition just taken is drawn in the primary colour, every edge names its event. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const diagram = canvas.getByRole('region', { name: 'Order states' })
    await expect(within(diagram).getByText('review').closest('li')).toHaveAttribute('aria-current', 'step')
    await expect(within(diagram).getByText('done: submit').closest('li')).toHaveAttribute('data-taken', 'true')
    await expect(within(diagram).getByText('order.reject [isReviewer]')).toBeVisible()
  },
}

export const Playground: Story = {
  args: { maxHeight: 560 },
}

/** A flow longer than the panel is tall is scaled down to fit it, never overflowing sideways. */
export const Long: Story = {
  args: { nodes: longNodes, edges: longEdges, activeIds: ['long.sending'], takenEdgeIds: ['next-sending'] },
  play: async ({ canvas }) => {
    const diagram = canvas.getByRole('region', { name: 'Order states' })
    const drawn = canvas.getByTestId('state-diagram-canvas').getBoundingClientRect()
    const panel = diagram.getBoundingClientRect()
    await expect(drawn.left).toBeGreaterThanOrEqual(panel.left - 0.5)
    await expect(drawn.right).toBeLessThanOrEqual(panel.right + 0.5)
    await expect(drawn.bottom).toBeLessThanOrEqual(panel.bottom + 0.5)
  },
}

/** The diagram zooms with + and -, pans with the arrow keys and fits again with 0 or the fit button. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const diagram = canvas.getByRole('region', { name: 'Order states' })
    const zoom = () => canvas.getByText(/^\d+%$/).textContent
    const fitted = zoom()
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: '缩小' })).toHaveFocus()
    await userEvent.click(canvas.getByRole('button', { name: '放大' }))
    await expect(zoom()).not.toBe(fitted)
    await userEvent.click(canvas.getByRole('button', { name: '适应宽度' }))
    await expect(zoom()).toBe(fitted)
    diagram.focus()
    await userEvent.keyboard('+')
    await expect(canvas.getByRole('button', { name: '适应宽度' })).toHaveAttribute('aria-pressed', 'false')
    const before = canvas.getByTestId('state-diagram-canvas').getBoundingClientRect().left
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByTestId('state-diagram-canvas').getBoundingClientRect().left).toBeLessThan(before)
    await userEvent.keyboard('0')
    await expect(zoom()).toBe(fitted)
  },
}

/** Dragging pans the diagram; ctrl + wheel zooms it around the pointer. */
export const PointerAndWheel: Story = {
  play: async ({ canvas }) => {
    const diagram = canvas.getByRole('region', { name: 'Order states' })
    const drawing = () => canvas.getByTestId('state-diagram-canvas').getBoundingClientRect()
    const zoom = () => canvas.getByText(/^\d+%$/).textContent
    const panel = diagram.getBoundingClientRect()
    const start = { x: panel.left + 40, y: panel.top + 40 }
    const before = drawing()
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: diagram, coords: { clientX: start.x, clientY: start.y } },
      { target: diagram, coords: { clientX: start.x + 60, clientY: start.y + 30 } },
      { keys: '[/MouseLeft]', target: diagram, coords: { clientX: start.x + 60, clientY: start.y + 30 } },
    ])
    await expect(drawing().left).toBeCloseTo(before.left + 60, 0)
    await expect(drawing().top).toBeCloseTo(before.top + 30, 0)
    const fitted = zoom()
    diagram.dispatchEvent(
      new WheelEvent('wheel', {
        deltaY: -200,
        ctrlKey: true,
        clientX: start.x,
        clientY: start.y,
        bubbles: true,
        cancelable: true,
      }),
    )
    await waitFor(() => expect(zoom()).not.toBe(fitted))
  },
}
