import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithDesignSystem } from '../../test-utils'
import { StateDiagram } from './StateDiagram'
import { layoutStateDiagram } from './state-diagram-layout'
import { longEdges, longNodes, orderEdges, orderNodes } from './state-diagram.fixtures'

describe('StateDiagram', () => {
  it('names every state and labels every transition with its event', () => {
    renderWithDesignSystem(<StateDiagram nodes={orderNodes} edges={orderEdges} label="Order states" />)
    const diagram = screen.getByRole('region', { name: 'Order states' })
    const states = within(within(diagram).getByRole('list', { name: '状态' })).getAllByRole('listitem')
    expect(states.map((state) => state.getAttribute('data-state-id'))).toEqual(orderNodes.map((node) => node.id))
    const transitions = within(diagram).getByRole('list', { name: '转换' })
    for (const label of ['order.submit', 'done: submit', 'error: submit', 'order.reject [isReviewer]', 'order.note'])
      expect(within(transitions).getByText(label)).toBeInTheDocument()
  })

  it('marks the current state and the transition just taken', () => {
    renderWithDesignSystem(
      <StateDiagram
        nodes={orderNodes}
        edges={orderEdges}
        activeIds={['order.review']}
        takenEdgeIds={['submitting-done']}
      />,
    )
    const diagram = screen.getByRole('region', { name: '状态图' })
    expect(within(diagram).getByText('review').closest('li')).toHaveAttribute('aria-current', 'step')
    expect(within(diagram).getByText('draft').closest('li')).not.toHaveAttribute('aria-current')
    expect(within(diagram).getByText('done: submit').closest('li')).toHaveAttribute('data-taken', 'true')
    expect(within(diagram).getByText('order.submit').closest('li')).not.toHaveAttribute('data-taken')
  })

  it('zooms with its buttons and keys and fits again', async () => {
    renderWithDesignSystem(<StateDiagram nodes={orderNodes} edges={orderEdges} />, { locale: 'en-US' })
    expect(screen.getByText('100%')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }))
    expect(screen.getByText('125%')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Fit to width' })).toHaveAttribute('aria-pressed', 'false')
    screen.getByRole('region', { name: 'State diagram' }).focus()
    await userEvent.keyboard('-')
    await userEvent.keyboard('-')
    expect(screen.getByText('80%')).toBeInTheDocument()
    await userEvent.keyboard('0')
    expect(screen.getByText('100%')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Fit to width' })).toHaveAttribute('aria-pressed', 'true')
  })
})

describe('layoutStateDiagram', () => {
  it('puts the initial state first, final states last, and no two boxes in one place', () => {
    const layout = layoutStateDiagram(longNodes, longEdges)
    const rankOf = (id: string) => layout.nodes.find((node) => node.id === id)?.rank
    expect(rankOf('long.idle')).toBe(0)
    const lastRank = Math.max(...layout.nodes.map((node) => node.rank))
    expect(['long.done', 'long.failed', 'long.cancelled'].map(rankOf)).toEqual([lastRank, lastRank, lastRank])
    // The retry back to an earlier step does not push that step down.
    expect(rankOf('long.counting')).toBeLessThan(rankOf('long.waiting') ?? 0)
    expect(new Set(layout.nodes.map((node) => `${node.x},${node.y}`)).size).toBe(layout.nodes.length)
    for (const node of layout.nodes) {
      expect(node.x).toBeGreaterThanOrEqual(0)
      expect(node.x + layout.node.width).toBeLessThanOrEqual(layout.width)
    }
  })

  it('draws transitions between the same two states as one arrow with their labels stacked', () => {
    const layout = layoutStateDiagram(orderNodes, [
      ...orderEdges,
      { id: 'review-reject-2', source: 'order.review', target: 'order.rejected', label: 'order.expire' },
    ])
    const reject = layout.edges.find((edge) => edge.target === 'order.rejected')
    expect(reject?.edges.map((edge) => edge.id)).toEqual(['review-reject', 'review-reject-2'])
  })
})
