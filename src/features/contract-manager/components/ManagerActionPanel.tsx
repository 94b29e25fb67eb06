import { useState } from 'react'
import { Button, Card, ConfirmDialog, FormField, Input, JsonView, Select, Stack } from '@/design-system'
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
import { DeliveryFields } from './DeliveryFields'
import { useDelivery } from './use-delivery'

export interface ManagerActionPanelProps {
  contractAccount: string
  /** The session's chain account (the manager), the default authority of the action. */
  account: string
  /** Sends the action (directly or as a proposal); resolves when done, rejects when it failed. */
  onSend: (action: ChainAction, delivery: Delivery) => Promise<unknown>
}

/**
 * The manager's contract actions (platform switch, fees, business types, cross-platform approvals, function
 * permissions, operators): a form per action, a preview of exactly what will be sent, a confirmation, and
 * the choice to send it as a multisig proposal to requested approvers instead of directly.
 */
export function ManagerActionPanel({ contractAccount, account, onSend }: ManagerActionPanelProps) {
  const { messages } = useI18n()
  const t = messages.contractManager
  const [kind, setKind] = useState<ManagerActionKind>('setplatform')
  const [values, setValues] = useState<ManagerValues>({})
  const [submitted, setSubmitted] = useState(false)
  const delivery = useDelivery(account)

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
              {kindOfField === 'boolean' || kindOfField === 'role' || kindOfField === 'business' ? (
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
            <JsonView value={{ ...action, ...(asProposal ? { delivery: delivery.delivery } : {}) }} />
          ) : (
            <p>{t.previewEmpty}</p>
          )}
        </div>
        {ready ? (
          <ConfirmDialog
            title={asProposal ? t.confirmProposal : t.confirmDirect}
            content={t.kinds[kind]}
            onConfirm={() => onSend(action, delivery.delivery)}
            trigger={<Button variant="primary">{asProposal ? t.sendProposal : t.send}</Button>}
          />
        ) : (
          <Button variant="primary" onClick={() => setSubmitted(true)}>
            {asProposal ? t.sendProposal : t.send}
          </Button>
        )}
      </Stack>
    </Card>
  )
}
