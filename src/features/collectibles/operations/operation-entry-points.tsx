import type { ManagedCollectible } from '@/api/nft'
import type { BusinessType } from '@/api/primitives'

/** Whose screen mounts the actions: the platform's own collectibles or the operator's view of users'. */
export type CollectiblesSide = 'platform' | 'operator'

export interface CollectibleActionsProps {
  collectible: ManagedCollectible
  businessType: BusinessType
  side: CollectiblesSide
}

/** The actions allowed on one collectible in its current state (details page). */
export function CollectibleActions(props: CollectibleActionsProps): React.ReactNode {
  void props
  return null
}

export interface SelectionActionsProps {
  selected: readonly ManagedCollectible[]
  businessType: BusinessType
  side: CollectiblesSide
  /** Called after an operation on the selection finished, so the list can clear its selection. */
  onDone: () => void
}

/** Batch actions on the rows selected in a list (freeze, unfreeze, transfer, burn). */
export function SelectionActions(props: SelectionActionsProps): React.ReactNode {
  void props
  return null
}

export interface MintActionProps {
  businessType: BusinessType
}

/** Mint (single and batch, also from a CSV file) from the platform's list page header. */
export function MintAction(props: MintActionProps): React.ReactNode {
  void props
  return null
}
