import type { ComponentGuidance } from '../../docs/guidance'

export const guidance: ComponentGuidance = {
  summary: 'A label/value grid for detail pages.',
  use: ['The facts of one record: a collectible, a chain account, a deal.'],
  avoid: ['Many records: use Table.', 'Editable values: use a form with FormField.'],
  do: [
    'Labels from the catalogue, values formatted by DateTime, AddressText or StatusBadge.',
    'Let `columns` adapt: on a phone it becomes one column.',
  ],
  dont: ['Show a raw code such as `create_account` as a value: show its catalogue label.'],
  states: ['Several columns', 'Vertical layout', 'Empty value (`emptyText`)', 'Long values'],
  keyboard: [],
  accessibility: ['A description list (`dl`/`dt`/`dd`): each value is read with its label.'],
}
