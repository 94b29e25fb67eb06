import type { ComponentGuidance } from '../../docs/guidance'

export const guidance: ComponentGuidance = {
  summary: 'One chain operation in a dialog, from the checks to the outcome.',
  use: ['Every operation that signs a transaction: transfer, burn, approve, freeze, recharge.'],
  avoid: ['Operations without a chain transaction: use Dialog or ConfirmDialog.'],
  do: ['Feed it from the chain-operation hook (`@/lib/chain-operation`), which drives its steps.'],
  dont: ['Close it while the transaction is pending: the outcome would be lost to the user.'],
  states: [
    'Checking',
    'Fee preview and confirm',
    'Signing and sending',
    'Waiting for the indexer',
    'Success with deal link',
    'Failure with reason and retry',
  ],
  keyboard: [
    ['Tab', 'Moves between the actions of the current step'],
    ['Escape', 'Closes it, except while a transaction is in flight'],
  ],
  accessibility: [
    'Each step change is announced; progress has `role="progressbar"`.',
    'Focus stays in the dialog through every step and returns to the opener.',
  ],
}
