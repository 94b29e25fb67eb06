/**
 * The seam between the collectibles screens (lists, details) and the chain operations run on them.
 * The screens mount these components; the operations (dialogs, machines, batches) live behind them.
 */
export {
  CollectibleActions,
  SelectionActions,
  MintAction,
  type CollectibleActionsProps,
  type SelectionActionsProps,
  type MintActionProps,
  type CollectiblesSide,
} from './operation-entry-points'
export type { OperationKind } from './operation-request'
