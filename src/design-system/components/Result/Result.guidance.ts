import type { ComponentGuidance } from '../../docs/guidance'

export const guidance: ComponentGuidance = {
  summary: 'The result pages: 403, 404 and the page error.',
  use: ['A whole route that cannot be shown: no permission, not found, crashed.'],
  avoid: ['A failed query inside a page: Alert.'],
  do: ['Offer Back and Home so the user is never stuck.'],
  dont: ['Show technical details (stack traces) to the user.'],
  states: ['403', '404', '500', 'error'],
  keyboard: [['Tab', 'Reaches Back and Home']],
  accessibility: ['The title is a heading at `headingLevel`.'],
}
