import type { ComponentGuidance } from '../../docs/guidance'

export const guidance: ComponentGuidance = {
  summary: 'Paging for tables.',
  use: ['Under every server-paged table.'],
  avoid: ['Virtual tables that show every row.'],
  do: ['Show the total (共N条数据) and keep the page size the user chose.'],
  dont: ['Reset to page 1 when only the sort changes.'],
  states: ['Few pages', 'Many pages with ellipses', 'Size changer and jumper', 'Disabled'],
  keyboard: [
    ['Tab', 'Moves through previous, pages, next, size and jumper'],
    ['Enter', 'In the jumper, goes to the page typed'],
  ],
  accessibility: ['A `nav` named 分页; the current page has `aria-current="page"`.'],
}
