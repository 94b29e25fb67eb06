import type { ComponentGuidance } from '../../docs/guidance'

export const guidance: ComponentGuidance = {
  summary: 'The button of the console.',
  use: [
    'Any action on the page: query, submit, open a dialog.',
    '`variant="link"` for a quiet action in text (重试 beside a message).',
  ],
  avoid: [
    "A table row's actions: RowActions.",
    'Navigation to another page from body text: use a link.',
    'An icon with no text: use IconButton, which requires a name.',
  ],
  do: [
    'One `variant="primary"` per view (查询 in a filter bar, 确定 in a dialog).',
    '`variant="danger"` for destructive actions (销毁, 冻结), always behind a ConfirmDialog.',
    '`loading` while the request runs, instead of disabling.',
  ],
  dont: [
    'Two primary buttons side by side.',
    'Disable a submit button to signal invalid input: let the form say what is wrong.',
  ],
  states: ['primary, secondary, danger, ghost, link', 'sm, md, lg', 'loading', 'disabled', 'block'],
  keyboard: [
    ['Tab', 'Focuses the button'],
    ['Enter / Space', 'Presses it'],
  ],
  accessibility: [
    'While loading it keeps focus, sets `aria-busy` and ignores presses.',
    'Focus is shown with the theme focus ring in both themes.',
  ],
}
