import type { ComponentGuidance } from '../../docs/guidance'

export const guidance: ComponentGuidance = {
  summary:
    'The captcha answer field and its picture: side by side where both fit, the picture under the field on a phone.',
  use: ['Around the captcha input and its CaptchaImage on login, register and the visitor search.'],
  avoid: ['Other rows of controls: use Stack.'],
  do: ['Put the input first and the CaptchaImage second; keep the picture at its own size.'],
  dont: ['Shrink the picture to keep it beside the field: people misread a smaller captcha.'],
  states: ['One line (wide)', 'Two lines (narrow)'],
  keyboard: [['Tab', 'Moves from the answer field to the picture (it is a button)']],
  accessibility: ['Layout only: the field keeps its FormField label, the picture its button name.'],
}
