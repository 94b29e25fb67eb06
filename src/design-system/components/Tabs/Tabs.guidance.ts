import type { ComponentGuidance } from '../../docs/guidance'

export const guidance: ComponentGuidance = {
  summary: 'Switches between panels of one page.',
  use: ["Views of one subject: an account's keys, permissions and history."],
  avoid: ['Steps of a process.', 'Navigation between pages: SideNav.'],
  do: ['Short labels; the first tab the one most used.'],
  dont: ['More than about six tabs.'],
  states: ['Default', 'Disabled tab', 'Controlled'],
  keyboard: [
    ['ArrowLeft / ArrowRight', 'Move between tabs'],
    ['Home / End', 'First / last tab'],
    ['Tab', 'Enters the panel'],
  ],
  accessibility: ['Radix Tabs: `tablist`, `tab` with `aria-selected`, `tabpanel` labelled by its tab.'],
}
