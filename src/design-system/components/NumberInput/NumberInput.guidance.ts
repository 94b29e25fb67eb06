import type { ComponentGuidance } from '../../docs/guidance'

export const guidance: ComponentGuidance = {
  summary: 'A numeric field with step buttons; the value stays a string.',
  use: ['Amounts, quantities, token ids: big integers are never rounded.'],
  avoid: ['Identifiers that merely contain digits (phone numbers): use Input.'],
  do: ['Set `min`, `max`, `allowDecimal` from the rule and let the form say why a value is refused.'],
  dont: ['Convert the value to `Number` before sending: amounts beyond 2^53 would change.'],
  states: ['Empty', 'Value', 'Outside the rule (invalid)', 'Disabled', 'Sizes'],
  keyboard: [
    ['ArrowUp / ArrowDown', 'Step by `step`'],
    ['Home / End', 'Jump to `min` / `max`'],
  ],
  accessibility: [
    '`inputmode` brings the numeric keyboard on phones; the step buttons are named and outside the tab order.',
  ],
}
