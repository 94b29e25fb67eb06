import type { ComponentGuidance } from '../../docs/guidance'

export const guidance: ComponentGuidance = {
  summary: "The fields of a filter bar in equal columns (FilterBar's layout).",
  use: ['The columns of FilterBar (every filter bar above a table uses FilterBar, which lays its fields out here).'],
  avoid: ['Forms that create or edit: use FormField in a column.'],
  do: [
    "A filter bar: FilterBar, which puts 查询 (primary) then 重置 in the cell after the fields, on the inputs' line.",
  ],
  dont: ['Build a filter bar with its own flex CSS or buttons.', 'Change the button order between screens.'],
  states: ['Wide (four columns)', 'Narrow (wraps to one column)'],
  keyboard: [['Tab', 'Goes through the fields in reading order, then the buttons']],
  accessibility: ['Each field has a visible label (FormField); reading and tab order match the layout.'],
}
