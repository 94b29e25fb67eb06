import type { ComponentGuidance } from '../../docs/guidance'

export const guidance: ComponentGuidance = {
  summary: 'A menu of actions opened from a button.',
  use: ['Secondary actions that do not fit: the header user menu, "more" row actions.'],
  avoid: ['Choosing a value for a form: use Select.', 'The main action of a page: show it as a Button.'],
  do: ['Verbs as items (修改资源标识符, 全部授权), the destructive one last.'],
  dont: ['Hide the only way to do something frequent inside a menu.'],
  states: ['Closed', 'Open', 'Disabled item'],
  keyboard: [
    ['Enter / Space / ArrowDown', 'Open the menu'],
    ['ArrowUp / ArrowDown', 'Move between items'],
    ['Typing', 'Jumps to the item starting with that letter'],
    ['Enter', 'Chooses'],
    ['Escape', 'Closes, focus returns to the button'],
  ],
  accessibility: ['The trigger has `aria-haspopup="menu"` and `aria-expanded`; items are `menuitem`s.'],
}
