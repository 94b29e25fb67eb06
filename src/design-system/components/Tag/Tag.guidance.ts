import type { ComponentGuidance } from '../../docs/guidance'

export const guidance: ComponentGuidance = {
  summary: 'A short label for a category.',
  use: ['Business type (单一藏品), transaction type.'],
  avoid: ['States: StatusBadge.', 'Actions: Button.'],
  do: ['Catalogue labels, one or two words.'],
  dont: ['Use a Tag as a button.'],
  states: ['Tones', 'With icon'],
  keyboard: [],
  accessibility: ['Plain text; the tone is decoration.'],
}
