import type { ComponentGuidance } from '../../docs/guidance'

export const guidance: ComponentGuidance = {
  summary: 'The side menu: links and expandable groups.',
  use: ['Inside AppLayout only.'],
  avoid: ['In-page navigation: Tabs.'],
  do: ['Labels from the catalogue `menu` section, the same words as page titles.'],
  dont: ['Add entries a role cannot open: the route registry filters them.'],
  states: ['Expanded', 'Collapsed to icons', 'Group open', 'Current page'],
  keyboard: [
    ['Tab', 'Reaches every entry'],
    ['ArrowUp / ArrowDown / Home / End', 'Move between visible entries'],
    ['ArrowRight', 'Opens a group or enters it'],
    ['ArrowLeft', 'Closes it or goes back to the parent'],
  ],
  accessibility: ['A `nav` landmark; the current page has `aria-current="page"`; groups have `aria-expanded`.'],
}
