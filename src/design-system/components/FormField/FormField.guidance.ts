import type { ComponentGuidance } from '../../docs/guidance'

export const guidance: ComponentGuidance = {
  summary: 'A labelled form row: label, control, help and error.',
  use: ['Every form control: it gives the label, the required mark and the error.'],
  avoid: ['A lone checkbox with its own label.'],
  do: [
    '`<FormField label="链账户" required error={errors.name?.message}><Input /></FormField>`.',
    'Error text that says what to do: "请输入12位以内的小写字母或数字1-5".',
  ],
  dont: ['Use the placeholder as the label.', 'Show an error before the user has left the field.'],
  states: ['Default', 'Required', 'With help', 'With error', 'Horizontal layout'],
  keyboard: [],
  accessibility: [
    'The label points at the control; `aria-describedby` names the error and help; `aria-invalid` while in error; `aria-required` when required.',
  ],
}
