import type { ComponentGuidance } from '../../docs/guidance'

export const guidance: ComponentGuidance = {
  summary: 'Asks the user to confirm an action.',
  use: ['Before a destructive or irreversible action: 销毁, 冻结, 作废, 退出登录.'],
  avoid: ['Forms with fields: use Dialog.', 'Confirming something harmless: just do it and show a Toast.'],
  do: [
    'Say what will happen and to what: "确定要冻结链账户 useralpha111 吗？".',
    'Label the confirm button with the verb (冻结), not 确定 alone.',
  ],
  dont: ['Ask "Are you sure?" without naming the object.'],
  states: ['Default', 'Danger', 'Confirming (while `onConfirm` resolves)'],
  keyboard: [
    ['Tab', 'Moves between Cancel and confirm'],
    ['Enter', 'Presses the focused button (Cancel first)'],
    ['Escape', 'Cancels'],
  ],
  accessibility: [
    '`role="alertdialog"`; focus starts on Cancel so Enter never confirms by accident.',
    'Focus returns to the element that opened it.',
  ],
}
