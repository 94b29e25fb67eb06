import type { ComponentGuidance } from '../../docs/guidance'

export const guidance: ComponentGuidance = {
  summary: 'A modal dialog for a task that needs the page to wait.',
  use: ['A short form (add a chain account, set a charging rule) or a detail that needs attention.'],
  avoid: [
    'Confirming an action: use ConfirmDialog.',
    'Long flows or pages of content: give them a route.',
    'Chain transactions: use ChainOperationDialog.',
  ],
  do: [
    'A title that names the task (创建链账户) and a `footer` with the primary action last.',
    '`width="md"` (520 px) keeps a form at a readable width.',
    "Give it its opener as `trigger`; a dialog opened from elsewhere (a row action) calls `preloadDialogs()` on that button's pointer enter and focus: the dialog's code loads with its first open.",
  ],
  dont: [
    'Open a dialog from a dialog (the passphrase prompt is the one exception, which takes the screen).',
    'Close it on a click outside when it holds unsaved input (`dismissible={false}`).',
  ],
  states: ['Open with footer', 'Without close button', 'Long content (scrolls inside)', 'Not dismissible'],
  keyboard: [
    ['Tab / Shift+Tab', 'Cycle inside the dialog (focus is trapped)'],
    ['Escape', 'Closes it when dismissible'],
  ],
  accessibility: [
    '`role="dialog"` named by its title, described by `description` when there is one.',
    'Focus moves in on open and returns to the opener on close.',
  ],
}
