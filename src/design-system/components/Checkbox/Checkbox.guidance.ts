import type { ComponentGuidance } from '../../docs/guidance'

export const guidance: ComponentGuidance = {
  summary: 'A checkbox with an optional clickable label.',
  use: ['Independent yes/no choices in forms, agreeing to terms, row selection.'],
  avoid: ['A setting that takes effect at once: use Switch.', 'One choice out of several: use Select.'],
  do: ['`<Checkbox label="我已阅读并同意" invalid={!accepted} />`, with the error said by FormField.'],
  dont: ['A checkbox without `label` or `aria-label`.'],
  states: ['Unchecked', 'Checked', 'Indeterminate', 'Disabled', 'Invalid'],
  keyboard: [
    ['Tab', 'Focuses the box'],
    ['Space', 'Toggles it'],
  ],
  accessibility: [
    'Radix Checkbox: `role="checkbox"` with `aria-checked` (mixed when indeterminate).',
    'Clicking the label toggles it too.',
  ],
}
