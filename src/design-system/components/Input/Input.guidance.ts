import type { ComponentGuidance } from '../../docs/guidance'

export const guidance: ComponentGuidance = {
  summary: 'A single-line text field.',
  use: ['Names, ids, search terms, URIs.'],
  avoid: ['Numbers with steps or limits: NumberInput.', 'Passwords: PasswordInput.', 'Long text: Textarea.'],
  do: ['Inside FormField, which labels it and shows its error.', '`suffix` for a unit (积分).'],
  dont: ['Filter keystrokes silently: accept the input and say what is wrong.'],
  states: ['Empty with placeholder', 'Filled', 'Invalid', 'Disabled', 'Prefix and suffix', 'Sizes'],
  keyboard: [['Tab', 'Focuses it']],
  accessibility: ['Linked to its FormField label, help and error; `aria-invalid` when wrong.'],
}
