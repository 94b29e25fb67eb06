import type { ComponentGuidance } from '../../docs/guidance'

export const guidance: ComponentGuidance = {
  summary: 'A banner inside the page that stays until the page changes it.',
  use: [
    'A query failed and the page shows why (the server reason) with a retry.',
    'A standing warning about the page, such as a low points balance.',
  ],
  avoid: [
    'A result of an action the user just took: use `message.success()` (Toast).',
    'A field error: FormField shows it under the field.',
  ],
  do: ['`<Alert type="error" title="积分查询失败，请重试" action={retry} />` above the table whose query failed.'],
  dont: [
    'Stack several alerts for one failure.',
    'Use `type="error"` for something the user can ignore: it interrupts screen readers.',
  ],
  states: ['info', 'success', 'warning', 'error', 'with description', 'with action'],
  keyboard: [['Tab', 'Reaches an action inside the alert, if any']],
  accessibility: [
    'Errors and warnings are announced at once (`role="alert"`), info and success politely (`role="status"`).',
    'The icon is decorative; the type is carried by the text, not colour alone.',
  ],
}
