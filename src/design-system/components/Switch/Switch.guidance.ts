import type { ComponentGuidance } from '../../docs/guidance'

export const guidance: ComponentGuidance = {
  summary: 'An on/off switch for settings that take effect at once.',
  use: ['The theme switch, an on/off setting saved immediately.'],
  avoid: ['A choice submitted with a form: Checkbox.'],
  do: ['A label that names the setting, not the state ("深色主题", not "开").'],
  dont: ['Ask for confirmation after flipping a switch.'],
  states: ['Off', 'On', 'Disabled', 'Invalid', 'Sizes'],
  keyboard: [
    ['Tab', 'Focuses it'],
    ['Space / Enter', 'Flips it'],
  ],
  accessibility: ['`role="switch"` with `aria-checked`; the label flips it too.'],
}
