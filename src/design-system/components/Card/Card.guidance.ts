import type { ComponentGuidance } from '../../docs/guidance'

export const guidance: ComponentGuidance = {
  summary: 'A surface grouping one subject of a page.',
  use: ['A section of a detail page (基本信息, 链上账户信息) or a form on its own page.'],
  avoid: ['Wrapping a whole list page: the filter bar and table sit on the page.', 'Cards inside cards.'],
  do: ['Give it a `title`: the card becomes a named region screen readers can jump to.'],
  dont: ['Use a card as a clickable tile: put a Button or link inside.'],
  states: ['With title and actions', 'Without title', 'Loading body'],
  keyboard: [],
  accessibility: ['With a title it is labelled by its heading (`headingLevel` keeps the outline right).'],
}
