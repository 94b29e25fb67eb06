import type { ComponentGuidance } from '../../docs/guidance'

export const guidance: ComponentGuidance = {
  summary: "A list page's filter bar: the fields in equal columns, then 查询 and 重置, the same on every screen.",
  use: ['Every filter form above a table or list (records, accounts, audit log, collectibles).'],
  avoid: [
    'A search that needs a captcha or has no table to filter (the visitor search): a form of its own.',
    'Forms that create or edit: FormField in a column.',
  ],
  do: ['Pass the fields as children and the two labels from the catalogue; `导出CSV` goes with the list, not here.'],
  dont: ['Lay out a filter bar with its own Stack or flex CSS.', 'Put 重置 before 查询.'],
  states: ['Default (three fields, the buttons in the fourth column)', 'Many fields (wrap onto a second row)'],
  keyboard: [
    ['Enter', 'In a field: queries'],
    ['Tab', 'Goes through the fields in reading order, then 查询 and 重置'],
  ],
  accessibility: [
    'Name the form (`aria-label`) so it is a landmark; each field has a visible label (FormField).',
    'Reading and tab order match the layout: fields, 查询, 重置.',
  ],
}
