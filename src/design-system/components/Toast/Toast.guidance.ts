import type { ComponentGuidance } from '../../docs/guidance'

export const guidance: ComponentGuidance = {
  summary: 'Short messages after an action: `message.success(...)`.',
  use: ['The result of what the user just did: 复制成功, 操作成功.'],
  avoid: ['Errors the user must act on: Alert or the form.', 'Anything that must stay on screen.'],
  do: ['Mount `<Toast />` once inside DesignSystemProvider; call `message.error("积分查询失败，请重试")`.'],
  dont: ['Several toasts for one action.'],
  states: ['success', 'info', 'warning', 'error', 'stacked'],
  keyboard: [['Tab', 'Reaches the dismiss button of each message']],
  accessibility: ['A named region; messages are announced politely; each can be dismissed.'],
}
