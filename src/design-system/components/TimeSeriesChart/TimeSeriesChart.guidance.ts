import type { ComponentGuidance } from '../../docs/guidance'

export const guidance: ComponentGuidance = {
  summary: 'A line chart of one series over periods.',
  use: ['Statistics over time (统计详情).'],
  avoid: ['A handful of values: show them as text or a table.'],
  do: ['A `summary` that says the trend in words, and the figures in a table next to it.'],
  dont: ['Rely on the chart alone: a canvas has no text for screen readers.'],
  states: ['Loading', 'Data', 'Dark theme'],
  keyboard: [],
  accessibility: ['`role="img"` named by `title` and `summary`; the table beside it is the accessible data.'],
}
