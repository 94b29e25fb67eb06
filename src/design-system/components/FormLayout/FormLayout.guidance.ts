import type { ComponentGuidance } from '../../docs/guidance'

export const guidance: ComponentGuidance = {
  summary:
    'A page form at the one readable width all forms share (`layout.formMaxWidth`, 640 px), full width on a phone.',
  use: [
    'Every form that sits in a page or card: personal center, recharge, set charging, chain account application, the visitor search.',
    '`as="div"` for fields whose send button acts on its own (the contract manager’s action panel).',
  ],
  avoid: [
    'Filter bars above a table: FilterBar, whose fields spread over the row.',
    'Forms in a dialog or a centred card (login, register): their container already keeps them narrow.',
  ],
  do: [
    'Put the fields in a Stack inside it, the submit button last.',
    'Let tables, matrices and descriptions beside the form take the full width: only the form is narrow.',
  ],
  dont: ['Set a max-width of your own on a form.', 'Centre a page form: it starts at the left edge of its card.'],
  states: ['Wide screen (stops at 640 px)', 'Phone (the whole width)'],
  keyboard: [],
  accessibility: [
    'A plain `<form>`: name it (`aria-label`) when a page has more than one, so each is a landmark.',
    'Nothing is hidden or reordered: reading and tab order are the fields’ own.',
  ],
}
