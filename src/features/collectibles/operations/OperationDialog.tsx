import { fillTemplate } from '@/lib/i18n/fill-template'
import { useState, type FormEvent, type ReactNode } from 'react'
import type { ManagedCollectible } from '@/api/nft'
import { BusinessType } from '@/api/primitives'
import { Alert, Button, Dialog, FormField, IconButton, Input, Stack } from '@/design-system'
import { useConsoleSession } from '@/lib/console-session'
import { useI18n } from '../messages'
import { OperationRun, type OperationRunProps } from './OperationRun'
import type { OperationKind, OperationRequest } from './operation-request'
import { refusalsOf, type Refusal, type RefusalField } from './refusals'

export interface OperationDialogProps {
  kind: OperationKind
  businessType: BusinessType
  /** The collectibles acted on (none for a mint). */
  collectibles: readonly ManagedCollectible[]
  /** For `approveAll`: grant (true) or withdraw (false). */
  approved?: boolean
  title: string
  open: boolean
  onOpenChange: (open: boolean) => void
  onSettled?: OperationRunProps['onSettled']
}

interface MintRow {
  uri: string
  amount: string
}

/** What the form holds; the request is built from it on submit. */
interface FormValues {
  to: string
  memo: string
  uri: string
  rows: MintRow[]
  /** Per collectible id (multi-copy transfers). */
  amounts: Record<string, string>
}

function initialValues(collectibles: readonly ManagedCollectible[]): FormValues {
  return {
    to: '',
    memo: '',
    uri: collectibles[0]?.nft_uri ?? '',
    rows: [{ uri: '', amount: '1' }],
    amounts: Object.fromEntries(collectibles.map((row) => [row.nft_id, '1'])),
  }
}

function buildRequest(
  props: Pick<OperationDialogProps, 'kind' | 'businessType' | 'collectibles' | 'approved'>,
  values: FormValues,
  account: string,
): OperationRequest {
  const { businessType, collectibles } = props
  const ids = collectibles.map((row) => row.nft_id)
  const single = businessType === BusinessType.SingleCopy
  switch (props.kind) {
    case 'mint':
      return {
        kind: 'mint',
        businessType,
        to: values.to.trim(),
        uris: values.rows.map((row) => row.uri.trim()),
        amounts: values.rows.map((row) => (single ? '1' : row.amount.trim())),
        memo: values.memo,
      }
    case 'transfer':
      return {
        kind: 'transfer',
        businessType,
        // The holder the list showed; the contract checks the signer may move it (owner or approved).
        from: collectibles[0]?.owner ?? account,
        to: values.to.trim(),
        ids,
        amounts: ids.map((id) => (single ? '1' : (values.amounts[id] ?? '').trim())),
        memo: values.memo,
      }
    case 'burn':
      return { kind: 'burn', businessType, owner: collectibles[0]?.owner ?? account, ids }
    case 'approve':
      return { kind: 'approve', businessType, to: values.to.trim(), ids }
    case 'approveAll':
      return { kind: 'approveAll', businessType, to: values.to.trim(), approved: props.approved ?? true }
    case 'setUri':
      return { kind: 'setUri', businessType, id: ids[0] ?? '', uri: values.uri.trim() }
    case 'freeze':
    case 'unfreeze':
    case 'deleteApproval':
      return { kind: props.kind, businessType, ids }
  }
}

/**
 * One collectible operation in a dialog: its form (recipient, amounts, URIs, memo as the operation
 * needs), the refusals decided before anything is signed, then the chain operation's steps (OperationRun).
 */
export function OperationDialog(props: OperationDialogProps) {
  const { kind, businessType, collectibles, title, open, onOpenChange } = props
  const { messages } = useI18n()
  const text = messages.collectibleOperations
  const session = useConsoleSession()
  const [values, setValues] = useState(() => initialValues(collectibles))
  const [refusals, setRefusals] = useState<Refusal[]>([])
  const [request, setRequest] = useState<OperationRequest | null>(null)
  const [settled, setSettled] = useState(false)
  /** From submit until the operation ended: the dialog may not be dismissed (× and Escape do nothing). */
  const running = request !== null && !settled

  const sessionAccount = session.status === 'ok' ? session.session.account : null
  const role = session.status === 'ok' ? (session.session.role ?? 0) : 0
  const single = businessType === BusinessType.SingleCopy

  const close = () => {
    onOpenChange(false)
    setRequest(null)
    setSettled(false)
    setRefusals([])
    setValues(initialValues(collectibles))
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!sessionAccount) return
    const built = buildRequest(props, values, sessionAccount.account)
    const found = refusalsOf(built, { account: sessionAccount.account, collectibles })
    setRefusals(found)
    if (found.length === 0) setRequest(built)
  }

  const wording: Record<Refusal['key'], string> = { ...text, ...messages.collectibleRules }
  const messageOf = (refusal: Refusal) => fillTemplate(wording[refusal.key], refusal.values)
  const errorOf = (field: RefusalField, row?: number): string | undefined => {
    const found = refusals.filter(
      (refusal) => refusal.field === field && (row === undefined || refusal.values?.row === String(row)),
    )
    return found.length > 0 ? found.map(messageOf).join(messages.punctuation.clauseSeparator) : undefined
  }
  const formErrors = refusals.filter((refusal) => refusal.field === 'form' || refusal.field === 'rows')
  const set = (patch: Partial<FormValues>) => setValues((current) => ({ ...current, ...patch }))
  const setRow = (index: number, patch: Partial<MintRow>) =>
    set({ rows: values.rows.map((row, at) => (at === index ? { ...row, ...patch } : row)) })

  const needsRecipient = kind === 'mint' || kind === 'transfer' || kind === 'approve' || kind === 'approveAll'
  const needsMemo = kind === 'mint' || kind === 'transfer'

  let body: ReactNode
  if (!sessionAccount) {
    body = <Alert type="error" title={messages.messages.environmentError} />
  } else if (request !== null) {
    body = (
      <OperationRun
        request={request}
        account={{ account: sessionAccount.account, type: sessionAccount.type, role }}
        onClose={close}
        onSettled={(status) => {
          setSettled(true)
          props.onSettled?.(status)
        }}
      />
    )
  } else {
    body = (
      <form id="collectible-operation-form" onSubmit={submit} noValidate>
        <Stack gap={3}>
          {collectibles.length > 0 && (
            <p>
              {text.collectibles}
              {messages.punctuation.colon}
              {collectibles.map((row) => `#${row.nft_id}`).join(messages.punctuation.listSeparator)}
            </p>
          )}
          {needsRecipient && (
            <FormField label={text.to} required error={errorOf('to')}>
              <Input
                value={values.to}
                onChange={(event) => set({ to: event.target.value })}
                autoComplete="off"
                autoFocus
              />
            </FormField>
          )}
          {kind === 'mint' && (
            <Stack gap={2}>
              {values.rows.map((row, index) => {
                const number = index + 1
                const rowLabel = values.rows.length > 1 ? `${fillTemplate(text.row, { row: String(number) })} ` : ''
                return (
                  <Stack key={index} direction="horizontal" gap={2} align="start">
                    <FormField label={`${rowLabel}${text.nftUri}`} required error={errorOf('uri', number)}>
                      <Input value={row.uri} onChange={(event) => setRow(index, { uri: event.target.value })} />
                    </FormField>
                    {!single && (
                      <FormField label={`${rowLabel}${text.amount}`} required error={errorOf('amount', number)}>
                        <Input
                          inputMode="numeric"
                          value={row.amount}
                          onChange={(event) => setRow(index, { amount: event.target.value })}
                        />
                      </FormField>
                    )}
                    {values.rows.length > 1 && (
                      <IconButton
                        aria-label={fillTemplate(text.removeRow, { row: String(number) })}
                        icon="×"
                        variant="ghost"
                        onClick={() => set({ rows: values.rows.filter((_, at) => at !== index) })}
                      />
                    )}
                  </Stack>
                )
              })}
              <div>
                <Button onClick={() => set({ rows: [...values.rows, { uri: '', amount: '1' }] })}>{text.addRow}</Button>
              </div>
            </Stack>
          )}
          {kind === 'transfer' &&
            !single &&
            collectibles.map((row) => (
              <FormField
                key={row.nft_id}
                label={`${text.amount}${messages.punctuation.openParen}#${row.nft_id}${messages.punctuation.comma}${text.held} ${row.amount}${messages.punctuation.closeParen}`}
                required
                error={errorOf('amount')}
              >
                <Input
                  inputMode="numeric"
                  value={values.amounts[row.nft_id] ?? ''}
                  onChange={(event) => set({ amounts: { ...values.amounts, [row.nft_id]: event.target.value } })}
                />
              </FormField>
            ))}
          {kind === 'setUri' && (
            <FormField label={text.nftUri} required error={errorOf('uri')}>
              <Input value={values.uri} onChange={(event) => set({ uri: event.target.value })} autoFocus />
            </FormField>
          )}
          {needsMemo && (
            <FormField label={text.memo} error={errorOf('memo')}>
              <Input value={values.memo} onChange={(event) => set({ memo: event.target.value })} />
            </FormField>
          )}
          {formErrors.length > 0 && (
            <Alert
              type="error"
              title={text.refused}
              description={formErrors.map(messageOf).join(messages.punctuation.clauseSeparator)}
            />
          )}
          <Stack direction="horizontal" gap={2} justify="end">
            <Button onClick={close}>{text.cancel}</Button>
            <Button variant="primary" type="submit" autoFocus={!needsRecipient && kind !== 'setUri'}>
              {text.next}
            </Button>
          </Stack>
        </Stack>
      </form>
    )
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !running) close()
      }}
      title={title}
      dismissible={!running}
      closable={!running}
      width="md"
    >
      {body}
    </Dialog>
  )
}
