import type { ComponentGuidance } from '../../docs/guidance'

export const guidance: ComponentGuidance = {
  summary: 'A placeholder in the shape of loading content.',
  use: ['First load of a table, card or detail page.'],
  avoid: ['Refreshing content already shown: keep it and mark it busy.'],
  do: ['Match the shape of what will come (lines for text, block for a chart).'],
  dont: ['Show a skeleton for more than a few seconds without a message.'],
  states: ['Lines', 'Block', 'Not animated (reduced motion)'],
  keyboard: [],
  accessibility: ['Announces "loading" once (`role="status"`, `aria-busy`); the bars are hidden.'],
}
