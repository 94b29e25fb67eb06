import type { ComponentGuidance } from '../../docs/guidance'

export const guidance: ComponentGuidance = {
  summary: 'The header bar: title left, actions right.',
  use: ['Top of AppLayout.'],
  avoid: ['Section headers inside a page: Card titles.'],
  do: ['Actions that apply to the whole console: theme, language, account.'],
  dont: ['Page-specific actions in the header.'],
  states: ['Wide', 'Phone (actions folded behind "more")'],
  keyboard: [
    ['Tab', 'Menu button, then the actions'],
    ['Escape', 'Closes the folded actions, focus returns to "more"'],
  ],
  accessibility: ['A banner landmark; the menu button has `aria-expanded` and `aria-controls`.'],
}
