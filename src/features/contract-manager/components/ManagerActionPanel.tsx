import { useState } from 'react'
import {
  Alert,
  Button,
  Card,
  ConfirmDialog,
  Descriptions,
  FormField,
  FormLayout,
  Input,
  JsonView,
  Select,
  Stack,
  Switch,
} from '@/design-system'
import type { ChainAction } from '@/lib/chain/types'
import { useI18n } from '../messages'
import {
  buildManagerAction,
  fieldKind,
  fieldsOf,
  invalidField,
  managerActionKinds,
  type ManagerActionKind,
  type ManagerValues,
} from '../api/manager-forms'
import type { Delivery } from '../api/send-manager-action'
import { changeText, describeChange } from '../api/change-summary'
import type { CurrentValuesState } from '../api/current-values'
import { DeliveryFields } from './DeliveryFields'
import { useDelivery } from './use-delivery'

export interface ManagerActionPanelProps {
  contractAccount: string
  /** The session's chain account (the manager), the default authority of the action. */
  account: string
  /** The contract's current values (platform switch, fees, accounts, …) the preview compares against. */
  current: CurrentValuesState
  /** Sends the action (directly or as a proposal); resolves when done, rejects when it failed. */
  onSend: (action: ChainAction, delivery: Delivery) => Promise<unknown>
}

/**
 * The manager's contract actions (platform switch, fees, business types, cross-platform approvals, function
 * permissions, operators): a form per action, a preview of what will change in words (current → new, the
 * current values read from the chain; the raw actions behind a disclosure), a confirmation, and the choice
 * to send it as a multisig proposal to requested approvers instead of directly.
 */
export function ManagerActionPanel({ contractAccount, account, current, onSend }: ManagerActionPanelProps) {
  const { messages } = useI18n()
  const t = messages.contractManager
  const [kind, setKind] = useState<ManagerActionKind>('setplatform')
  const [edited, setValues] = useState<ManagerValues>({})
  const [submitted, setSubmitted] = useState(false)
  const delivery = useDelivery(account)
  // The platform switch starts at the platform's current state, once the chain has told it.
  const platformOpen = current.status === 'ready' ? current.values.platformOpen : undefined
  const values: ManagerValues =
    kind === 'setplatform' && edited.open === undefined && platformOpen !== undefined
      ? { ...edited, open: String(platformOpen) }
      : edited
  const summary = describeChange(kind, values, current, t, delivery.actor)

  const badField = invalidField(kind, values)
  const action =
    badField === null ? buildManagerAction(kind, values, contractAccount, delivery.actor, delivery.permission) : null
  const asProposal = delivery.asProposal
  const ready = action !== null && delivery.error === null

  const set = (field: keyof ManagerValues, value: string) => setValues((current) => ({ ...current, [field]: value }))
  const fieldError = (field: keyof ManagerValues) => (submitted && badField === field ? t.invalid : undefined)
  const choices = {
    boolean: [
      { value: 'true', label: t.yes },
      { value: 'false', label: t.no },
    ],
    role: [
      { value: '1', label: t.roleOperator },
      { value: '2', label: t.rolePlatform },
      { value: '3', label: t.roleConsumer },
    ],
    business: [
      { value: '0', label: t.businessPoints },
      { value: '1', label: t.businessSingle },
      { value: '2', label: t.businessMulti },
    ],
  }

  return (
    <Card title={t.title} headingLevel={2}>
      <FormLayout as="div">
        <Stack gap={4}>
          <FormField label={t.action}>
            <Select
              value={kind}
              onChange={(value) => {
                setKind(value as ManagerActionKind)
                setValues({})
                setSubmitted(false)
              }}
              options={managerActionKinds.map((value) => ({ value, label: t.kinds[value] }))}
            />
          </FormField>
          {fieldsOf[kind].map((field) => {
            const kindOfField = fieldKind[field]
            const error = fieldError(field)
            return (
              <FormField key={`${kind}-${field}`} label={t.fields[field]} required {...(error ? { error } : {})}>
                {field === 'open' ? (
                  <Switch
                    checked={values.open === 'true'}
                    disabled={platformOpen === undefined}
                    onCheckedChange={(checked) => set('open', String(checked))}
                    label={
                      platformOpen === undefined
                        ? current.status === 'failed'
                          ? t.currentFailed
                          : t.platformReading
                        : values.open === 'true'
                          ? t.change.open
                          : t.change.closed
                    }
                  />
                ) : kindOfField === 'boolean' || kindOfField === 'role' || kindOfField === 'business' ? (
                  <Select
                    value={values[field] ?? ''}
                    placeholder={t.choose}
                    onChange={(value) => set(field, value)}
                    options={choices[kindOfField]}
                  />
                ) : (
                  <Input value={values[field] ?? ''} onChange={(event) => set(field, event.target.value.trim())} />
                )}
              </FormField>
            )
          })}
          <DeliveryFields state={delivery} showErrors={submitted} />
          <div>
            <h3>{t.preview}</h3>
            {action ? (
              <Stack gap={3}>
                {current.status === 'loading' && <p>{t.currentLoading}</p>}
                {current.status === 'failed' && <Alert type="warning" title={t.currentFailed} />}
                <Descriptions
                  columns={1}
                  items={summary.lines.map((line) => ({
                    key: line.subject,
                    label: line.subject,
                    value: changeText(line, t),
                  }))}
                />
                {summary.warning && <Alert type="warning" title={summary.warning} />}
                <details>
                  <summary>{t.rawActions}</summary>
                  <JsonView value={{ ...action, ...(asProposal ? { delivery: delivery.delivery } : {}) }} />
                </details>
              </Stack>
            ) : (
              <p>{t.previewEmpty}</p>
            )}
          </div>
          {ready ? (
            <ConfirmDialog
              title={asProposal ? t.confirmProposal : t.confirmDirect}
              content={
                <Stack gap={2}>
                  <p>{t.kinds[kind]}</p>
                  {summary.lines.map((line) => (
                    <p key={line.subject}>{`${line.subject}${messages.punctuation.colon}${changeText(line, t)}`}</p>
                  ))}
                </Stack>
              }
              onConfirm={() => onSend(action, delivery.delivery)}
              trigger={<Button variant="primary">{asProposal ? t.sendProposal : t.send}</Button>}
            />
          ) : (
            <Button variant="primary" onClick={() => setSubmitted(true)}>
              {asProposal ? t.sendProposal : t.send}
            </Button>
          )}
        </Stack>
      </FormLayout>
    </Card>
  )
}
