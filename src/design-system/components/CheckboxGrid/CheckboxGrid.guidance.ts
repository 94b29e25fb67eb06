import type { ComponentGuidance } from '../../docs/guidance'

export const guidance: ComponentGuidance = {
  summary: 'A grid of checkboxes, one per row and column.',
  use: ['Permissions per function and role (合约管理).'],
  avoid: ['A short list of independent options: use Checkbox.'],
  do: ['Name rows and columns in the catalogue so each cell is read as "row, column".'],
  dont: ['Put other controls inside the grid.'],
  states: ['Unchanged', 'Cells changed (marked)', 'Read-only'],
  keyboard: [
    ['Tab', 'Enters the grid (one tab stop)'],
    ['Arrow keys', 'Move between cells'],
    ['Home / End', 'First / last cell of the row'],
    ['Space', 'Toggles the focused cell'],
  ],
  accessibility: [
    '`role="grid"` named by `label`; each cell has its own name.',
    'Changed cells are marked by shape as well as colour.',
  ],
}
