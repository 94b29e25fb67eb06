import type { ComponentGuidance } from '../../docs/guidance'

export const guidance: ComponentGuidance = {
  summary: "A list page's filter bar: fields in equal columns, buttons last.",
  use: ['Every filter bar above a table, so all screens line up the same way.'],
  avoid: ['Forms that create or edit: use FormField in a column.'],
  do: [
    'Fields first, then one cell with 查询 (primary) then 重置, aligned with the inputs.',
    '`导出CSV` in the same cell, after 重置.',
  ],
  dont: ['Build a filter bar with its own flex CSS.', 'Change the button order between screens.'],
  states: ['Wide (four columns)', 'Narrow (wraps to one column)'],
  keyboard: [['Tab', 'Goes through the fields in reading order, then the buttons']],
  accessibility: ['Each field has a visible label (FormField); reading and tab order match the layout.'],
}
