import type { StateDiagramEdge, StateDiagramNode } from './state-diagram-layout'

/** A small order flow: the stories' and tests' example graph. */
export const orderNodes: StateDiagramNode[] = [
  { id: 'order.draft', label: 'draft', initial: true, notes: ['initial'] },
  { id: 'order.submitting', label: 'submitting', notes: ['busy'] },
  { id: 'order.review', label: 'review' },
  { id: 'order.paid', label: 'paid', final: true, notes: ['final'] },
  { id: 'order.rejected', label: 'rejected', final: true, notes: ['final', 'error'] },
]

export const orderEdges: StateDiagramEdge[] = [
  { id: 'draft-submit', source: 'order.draft', target: 'order.submitting', label: 'order.submit' },
  { id: 'submitting-done', source: 'order.submitting', target: 'order.review', label: 'done: submit' },
  { id: 'submitting-error', source: 'order.submitting', target: 'order.draft', label: 'error: submit' },
  { id: 'review-approve', source: 'order.review', target: 'order.paid', label: 'order.approve' },
  {
    id: 'review-reject',
    source: 'order.review',
    target: 'order.rejected',
    label: 'order.reject',
    guard: 'isReviewer',
  },
  { id: 'review-note', source: 'order.review', label: 'order.note' },
]

const steps = [
  'idle',
  'checking',
  'unlocking',
  'counting',
  'waiting',
  'estimating',
  'confirming',
  'sending',
  'indexing',
]

/** A long flow with a cancel from every step: wider than most panels at its natural size. */
export const longNodes: StateDiagramNode[] = [
  ...steps.map((step, index) => ({ id: `long.${step}`, label: step, initial: index === 0 })),
  { id: 'long.done', label: 'done', final: true },
  { id: 'long.failed', label: 'failed', final: true, notes: ['error'] },
  { id: 'long.cancelled', label: 'cancelled', final: true },
]

export const longEdges: StateDiagramEdge[] = [
  ...steps.slice(1).map((step, index) => ({
    id: `next-${step}`,
    source: `long.${steps[index] ?? 'idle'}`,
    target: `long.${step}`,
    label: `done: ${steps[index]}`,
  })),
  ...steps.map((step) => ({ id: `cancel-${step}`, source: `long.${step}`, target: 'long.cancelled', label: 'cancel' })),
  ...steps
    .slice(1)
    .map((step) => ({ id: `fail-${step}`, source: `long.${step}`, target: 'long.failed', label: `error: ${step}` })),
  { id: 'indexed', source: 'long.indexing', target: 'long.done', label: 'indexing.indexed' },
  { id: 'retry', source: 'long.waiting', target: 'long.counting', label: 'after retry' },
]
