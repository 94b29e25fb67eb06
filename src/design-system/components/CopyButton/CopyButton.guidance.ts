import type { ComponentGuidance } from '../../docs/guidance'

export const guidance: ComponentGuidance = {
  summary: 'Copies a text and says 复制成功.',
  use: ['Next to ids, addresses and links a user pastes elsewhere.'],
  avoid: ['Secrets: nothing secret is ever copyable from the UI.'],
  do: ['`<CopyButton text={uri} iconOnly label="复制资源标识符" />` in a dense row.'],
  dont: ['An icon-only copy button whose `label` does not say what it copies.'],
  states: ['Idle', 'Copied', 'Icon only'],
  keyboard: [
    ['Tab', 'Focuses it'],
    ['Enter / Space', 'Copies'],
  ],
  accessibility: ['The confirmation is announced in a live region (`role="status"`).'],
}
