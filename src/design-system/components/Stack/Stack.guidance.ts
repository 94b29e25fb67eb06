import type { ComponentGuidance } from '../../docs/guidance'

export const guidance: ComponentGuidance = {
  summary: 'Lays children out in a column or row with a gap from the spacing scale.',
  use: ['Any layout inside a page: screens write no CSS of their own.'],
  avoid: ['Grids of fields: FieldGrid or Descriptions.'],
  do: ['`<Stack direction="row" gap={2} justify="end">` for a dialog footer.'],
  dont: ['Margins on children to space them.'],
  states: ['Column', 'Row', 'Wrap', 'Alignments'],
  keyboard: [],
  accessibility: ['Layout only; reading order is the DOM order, so never reverse it visually.'],
}
