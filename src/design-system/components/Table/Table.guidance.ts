import type { ComponentGuidance } from '../../docs/guidance'

export const guidance: ComponentGuidance = {
  summary: 'The data table.',
  use: ['Lists of records with columns: collectibles, accounts, records.'],
  avoid: ['One record: Descriptions.'],
  do: [
    'Row actions in the last column (操作) through its `actions` (RowAction each), in the same order on every screen.',
    'Account names in the mono font, dates through DateTime, states through StatusBadge.',
    '`virtual` for thousands of rows.',
  ],
  dont: [
    'Show codes (`create_account`) in a column: use the catalogue label.',
    'Put the empty state for a failed query.',
  ],
  states: ['Loading (skeleton)', 'Empty', 'Selection', 'Sorted', 'Virtual rows', 'Long content'],
  keyboard: [
    ['Tab', 'Moves through the interactive cells (selection boxes, sort buttons, row actions)'],
    ['Space', 'Toggles the focused selection box'],
  ],
  accessibility: [
    'A real `<table>` with header cells; `aria-busy` while loading; virtual rows keep `aria-rowcount` / `aria-rowindex`.',
    'Each selection box is named by its row.',
  ],
}
