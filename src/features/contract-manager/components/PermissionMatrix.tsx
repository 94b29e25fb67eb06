import { useState } from 'react'
import { Alert, Button, Card, CheckboxGrid, ConfirmDialog, Skeleton, Stack } from '@/design-system'
import type { ChainAction } from '@/lib/chain/types'
import { useI18n } from '../messages'
import {
  cellKey,
  columnOf,
  matrixColumns,
  matrixFunctions,
  matrixRoles,
  permissionActions,
  permissionChanges,
  type MatrixBusinessType,
  type MatrixRole,
  type PermissionCell,
} from '../api/permission-matrix'
import type { Delivery } from '../api/send-manager-action'
import { DeliveryFields } from './DeliveryFields'
import { useDelivery } from './use-delivery'

export interface PermissionMatrixProps {
  contractAccount: string
  /** The session's chain account (the manager), the default authority of the actions. */
  account: string
  /** The granted cells as read from the chain's funcperms table (`cellKey`s); undefined while reading. */
  saved: ReadonlySet<string> | undefined
  /** The chain read failed. */
  loadFailed?: boolean
  onRetry?: () => void
  /** Sends every change as one transaction or one proposal; resolves when done, rejects when it failed. */
  onSend: (actions: ChainAction[], delivery: Delivery) => Promise<unknown>
}

/**
 * The role × function permission matrix as one editable grid: each cell shows the chain's current
 * permission; edits are collected, previewed as the exact adds and deletes, confirmed and sent together.
 */
export function PermissionMatrix({
  contractAccount,
  account,
  saved,
  loadFailed,
  onRetry,
  onSend,
}: PermissionMatrixProps) {
  const { messages } = useI18n()
  const t = messages.contractManager
  const m = t.matrix
  // Toggled cells: a cell is ticked when the chain grants it XOR the user flipped it.
  const [flipped, setFlipped] = useState<ReadonlySet<string>>(new Set())
  const [submitted, setSubmitted] = useState(false)
  const delivery = useDelivery(account)

  const roleName: Record<MatrixRole, string> = { 2: t.rolePlatform, 3: t.roleConsumer }
  const businessName: Record<MatrixBusinessType, string> = { 1: t.businessSingle, 2: t.businessMulti }
  const describe = (cell: PermissionCell) =>
    m.cell
      .replace('{role}', roleName[cell.role])
      .replace('{business}', businessName[cell.business])
      .replace('{func}', cell.func)
  const cellOf = (func: string, columnKey: string): PermissionCell | null => {
    const column = columnOf(columnKey)
    return column ? { role: column.role, business: column.business, func } : null
  }
  const keyOf = (func: string, columnKey: string) => {
    const cell = cellOf(func, columnKey)
    return cell ? cellKey(cell) : ''
  }

  if (loadFailed)
    return (
      <Card title={m.title} headingLevel={2}>
        <Alert type="error" title={m.loadFailed} action={onRetry && <Button onClick={onRetry}>{m.retry}</Button>} />
      </Card>
    )
  if (!saved)
    return (
      <Card title={m.title} headingLevel={2} aria-busy="true">
        <p>{m.loading}</p>
        <Skeleton variant="lines" lines={6} />
      </Card>
    )

  const edited = new Set([...saved].filter((key) => !flipped.has(key)))
  for (const key of flipped) if (!saved.has(key)) edited.add(key)
  const changes = permissionChanges(saved, edited)
  const adds = changes.filter((change) => change.kind === 'add').length
  const ready = changes.length > 0 && delivery.error === null
  const sendLabel = delivery.asProposal ? t.sendProposal : m.send

  const toggle = (func: string, columnKey: string) => {
    const key = keyOf(func, columnKey)
    setFlipped((current) => {
      const next = new Set(current)
      if (!next.delete(key)) next.add(key)
      return next
    })
  }

  return (
    <Card title={m.title} headingLevel={2}>
      <Stack gap={4}>
        <p>{m.help}</p>
        <CheckboxGrid
          label={m.title}
          cornerLabel={m.corner}
          rows={matrixFunctions.map((func) => ({ key: func, label: func }))}
          columns={matrixColumns.map((column) => ({ key: column.key, label: businessName[column.business] }))}
          columnGroups={matrixRoles.map((role) => ({
            label: roleName[role],
            span: matrixColumns.filter((column) => column.role === role).length,
          }))}
          isChecked={(func, column) => edited.has(keyOf(func, column))}
          isChanged={(func, column) => flipped.has(keyOf(func, column))}
          onToggle={toggle}
          cellLabel={(func, column) => {
            const cell = cellOf(func, column)
            return cell ? describe(cell) : func
          }}
        />
        <section aria-labelledby="permission-matrix-changes">
          <h3 id="permission-matrix-changes">{m.changes}</h3>
          {changes.length === 0 ? (
            <p>{m.noChanges}</p>
          ) : (
            <ul>
              {changes.map((change) => (
                <li key={cellKey(change)}>
                  {change.kind === 'add' ? m.add : m.remove} {describe(change)}
                </li>
              ))}
            </ul>
          )}
        </section>
        <DeliveryFields state={delivery} showErrors={submitted} />
        <Stack direction="horizontal" gap={2}>
          <Button onClick={() => setFlipped(new Set())} disabled={changes.length === 0}>
            {m.reset}
          </Button>
          {ready ? (
            <ConfirmDialog
              title={delivery.asProposal ? t.confirmProposal : t.confirmDirect}
              content={m.summary.replace('{adds}', String(adds)).replace('{deletes}', String(changes.length - adds))}
              onConfirm={async () => {
                const actions = permissionActions(changes, contractAccount, delivery.actor, delivery.permission)
                await onSend(actions, delivery.delivery)
                setFlipped(new Set())
              }}
              trigger={<Button variant="primary">{sendLabel}</Button>}
            />
          ) : (
            <Button variant="primary" disabled={changes.length === 0} onClick={() => setSubmitted(true)}>
              {sendLabel}
            </Button>
          )}
        </Stack>
      </Stack>
    </Card>
  )
}
