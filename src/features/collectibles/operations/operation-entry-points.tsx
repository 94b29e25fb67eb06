import { lazy, Suspense, useRef, useState } from 'react'
import type { ManagedCollectible } from '@/api/nft'
import { ActiveState, type BusinessType } from '@/api/primitives'
import { Button, Stack } from '@/design-system'
import { useI18n, type Messages } from '../messages'
import type { OperationKind } from './operation-request'

// The dialog (forms, the chain-operation machine, the chain reads) loads when an operation opens, not with the page.
const OperationDialog = lazy(() => import('./OperationDialog').then((module) => ({ default: module.OperationDialog })))

/** Whose screen mounts the actions: the platform's own collectibles or the operator's view of users'. */
export type CollectiblesSide = 'platform' | 'operator'

type ActionLabel = keyof Messages['collectibleOperations']

/** One button and the operation it opens. */
interface ActionChoice {
  kind: OperationKind
  label: ActionLabel
  /** For approve-all: grant or withdraw. */
  approved?: boolean
  /** The collectibles it acts on (a bulk freeze skips the rows already frozen). */
  targets: readonly ManagedCollectible[]
}

const isFrozen = (row: ManagedCollectible) => row.state === ActiveState.Frozen

/**
 * The actions one collectible allows (spec §1/§3/§6): the operator freezes and unfreezes; the platform
 * also transfers, approves, burns and changes the URI while it is not frozen (frozen: unfreeze only).
 */
export function actionsFor(collectible: ManagedCollectible, side: CollectiblesSide): ActionChoice[] {
  const targets = [collectible]
  if (isFrozen(collectible)) return [{ kind: 'unfreeze', label: 'unfreeze', targets }]
  if (side === 'operator') return [{ kind: 'freeze', label: 'freeze', targets }]
  const held = collectible.amount !== '0'
  return [
    ...(held ? [{ kind: 'transfer', label: 'transfer', targets } as const] : []),
    { kind: 'approve', label: 'approve', targets },
    ...(collectible.approved !== '' ? [{ kind: 'deleteApproval', label: 'deleteApproval', targets } as const] : []),
    { kind: 'approveAll', label: 'approveAll', approved: true, targets: [] },
    { kind: 'approveAll', label: 'revokeAll', approved: false, targets: [] },
    { kind: 'setUri', label: 'setUri', targets },
    { kind: 'freeze', label: 'freeze', targets },
    ...(held ? [{ kind: 'burn', label: 'burn', targets } as const] : []),
  ]
}

/** The batch actions on selected rows: bulk freeze/unfreeze act on the rows in the matching state. */
export function selectionActionsFor(selected: readonly ManagedCollectible[], side: CollectiblesSide): ActionChoice[] {
  const frozen = selected.filter(isFrozen)
  const enabled = selected.filter((row) => !isFrozen(row))
  const bulkState: ActionChoice[] = [
    { kind: 'freeze', label: 'freezeSelected', targets: enabled },
    { kind: 'unfreeze', label: 'unfreezeSelected', targets: frozen },
  ]
  if (side === 'operator') return bulkState
  return [
    { kind: 'transfer', label: 'transferBatch', targets: selected },
    { kind: 'burn', label: 'burnBatch', targets: selected },
    ...bulkState,
  ]
}

interface OpenOperation {
  choice: ActionChoice
  key: number
}

function ActionBar({
  choices,
  businessType,
  label,
  onClosedAfterSending,
}: {
  choices: ActionChoice[]
  businessType: BusinessType
  label: string
  /**
   * Called when the user closes a dialog whose transaction was sent. Not earlier: a list that clears its
   * selection unmounts these actions, and the dialog must stay until its result and deal link were seen.
   */
  onClosedAfterSending?: (kind: OperationKind) => void
}) {
  const { messages } = useI18n()
  const text = messages.collectibleOperations
  const [open, setOpen] = useState<OpenOperation | null>(null)
  const sent = useRef(false)
  return (
    <>
      <Stack direction="horizontal" gap={2} wrap>
        <div role="group" aria-label={label}>
          <Stack direction="horizontal" gap={2} wrap>
            {choices.map((choice) => (
              <Button
                key={choice.label}
                disabled={choice.kind !== 'mint' && choice.kind !== 'approveAll' && choice.targets.length === 0}
                onClick={() => setOpen((current) => ({ choice, key: (current?.key ?? 0) + 1 }))}
              >
                {text[choice.label]}
              </Button>
            ))}
          </Stack>
        </div>
      </Stack>
      {open && (
        <Suspense fallback={null}>
          <OperationDialog
            key={open.key}
            kind={open.choice.kind}
            businessType={businessType}
            collectibles={open.choice.targets}
            {...(open.choice.approved !== undefined ? { approved: open.choice.approved } : {})}
            title={text[open.choice.label]}
            open
            onOpenChange={(next) => {
              if (next) return
              setOpen(null)
              if (sent.current) onClosedAfterSending?.(open.choice.kind)
              sent.current = false
            }}
            onSettled={(status) => {
              sent.current = status === 'done' || status === 'sentNotIndexed'
            }}
          />
        </Suspense>
      )}
    </>
  )
}

export interface CollectibleActionsProps {
  collectible: ManagedCollectible
  businessType: BusinessType
  side: CollectiblesSide
  /** Called when the user closes the dialog of an operation whose transaction was sent (details: a transfer or burn may have taken the holding away). */
  onClosedAfterSending?: (kind: OperationKind) => void
}

/** The actions allowed on one collectible in its current state (details page). */
export function CollectibleActions({
  collectible,
  businessType,
  side,
  onClosedAfterSending,
}: CollectibleActionsProps): React.ReactNode {
  const { messages } = useI18n()
  return (
    <ActionBar
      choices={actionsFor(collectible, side)}
      businessType={businessType}
      label={messages.collectibleOperations.actionsLabel}
      {...(onClosedAfterSending ? { onClosedAfterSending } : {})}
    />
  )
}

export interface SelectionActionsProps {
  selected: readonly ManagedCollectible[]
  businessType: BusinessType
  side: CollectiblesSide
  /** Called after an operation on the selection finished, so the list can clear its selection. */
  onDone: () => void
}

/** Batch actions on the rows selected in a list (freeze, unfreeze, transfer, burn). */
export function SelectionActions({ selected, businessType, side, onDone }: SelectionActionsProps): React.ReactNode {
  const { messages } = useI18n()
  // The list shows how many rows are selected; this adds what can be done with them.
  return (
    <ActionBar
      choices={selectionActionsFor(selected, side)}
      businessType={businessType}
      label={messages.collectibleOperations.selectionLabel}
      onClosedAfterSending={onDone}
    />
  )
}

export interface MintActionProps {
  businessType: BusinessType
}

/** Mint (one collectible, or a batch of URIs and amounts in one `mintbatch`) from the platform's list header. */
export function MintAction({ businessType }: MintActionProps): React.ReactNode {
  const { messages } = useI18n()
  return (
    <ActionBar
      choices={[{ kind: 'mint', label: 'mint', targets: [] }]}
      businessType={businessType}
      label={messages.collectibleOperations.mint}
    />
  )
}
