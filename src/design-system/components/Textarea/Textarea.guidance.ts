import type { ComponentGuidance } from '../../docs/guidance'

export const guidance: ComponentGuidance = {
  summary: 'A multi-line text field.',
  use: ['Memos, descriptions, lists of accounts one per line.'],
  avoid: ['One-line values: Input.'],
  do: ['`showCount` with `maxLength` when there is a limit (a 600-character memo).'],
  dont: ['Cut the text silently at the limit.'],
  states: ['Empty', 'Filled', 'Count', 'Invalid', 'Not resizable'],
  keyboard: [['Tab', 'Focuses it (Tab leaves it; it does not insert a tab)']],
  accessibility: ['Linked to its FormField label, help and error.'],
}
