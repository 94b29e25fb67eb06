import type { ComponentGuidance } from '../../docs/guidance'

export const guidance: ComponentGuidance = {
  summary: "A table row's actions (详情, 编辑, 通过, 冻结, 删除…): text links side by side, the same on every screen.",
  use: [
    "The last column (操作) of any table whose rows have actions: the column's `actions` returns a RowAction per action, and Table lays them out in RowActions.",
    'A router link straight inside RowActions for an action that opens another page (编辑 → the form): it takes the same look.',
  ],
  avoid: [
    'Actions on the whole list (导出CSV, 新建): Button above or below the table.',
    "A link that is the cell's own value (a collectible number, a transaction hash): a plain link in that column.",
    "An action outside a table (a detail page's 冻结): Button.",
  ],
  do: [
    'Order: view, edit, approve, then destructive actions last; the same order on every screen.',
    '`tone="danger"` for destructive actions (删除, 冻结, 拒绝), each behind a confirmation.',
    'Name each action with its row (`aria-label="冻结 ddcplatform1"`): a column of "冻结" alone says nothing.',
    'Give `disabledReason` when an action is not possible for this row (已处于该状态).',
  ],
  dont: [
    'Use Button, IconButton or a dropdown for row actions, or lay them out with Stack or in `render`.',
    'Hide an impossible action without a word when the user would look for it: show it disabled with its reason.',
  ],
  states: ['Default and danger', 'A router link', 'Disabled with a reason', 'Wrapped in a narrow column'],
  keyboard: [
    ['Tab', 'Moves through the actions of each row in reading order'],
    ['Enter / Space', 'Takes the focused action (Enter alone on a link)'],
  ],
  accessibility: [
    'Focus is shown with the theme focus ring; the link colour and danger colour keep their contrast in both themes.',
    'An action with `disabledReason` stays focusable with `aria-disabled`, refuses presses and has the reason as its description; without a reason it is simply disabled.',
  ],
}
