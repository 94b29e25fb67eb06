import type { ComponentGuidance } from '../../docs/guidance'

export const guidance: ComponentGuidance = {
  summary: 'Where the current page sits, with links to the levels above.',
  use: ['Detail pages reached from a list (链账户详情, 藏品详情).'],
  avoid: ['Top-level pages the side menu already marks.', 'As a step indicator for a multi-step form.'],
  do: [
    'End the trail with the current page, unlinked: `[{ label: "藏品查询", path: "/collection-search" }, { label: "藏品详情" }]`.',
  ],
  dont: ['Link the last item to the page itself.', 'Put the route as text instead of the menu name.'],
  states: ['Two levels', 'Deep trail', 'Long labels'],
  keyboard: [['Tab', 'Moves through the links; Enter follows one']],
  accessibility: [
    'A `nav` named 面包屑 (breadcrumb); the current page has `aria-current="page"`.',
    'Separators are hidden from screen readers.',
  ],
}
