import { useState, type FormEvent } from 'react'
import { MAX_MEMO_LENGTH } from '@/api/operation-rules'
import {
  Button,
  FormField,
  FormLayout,
  Input,
  NumberInput,
  numberProblem,
  Select,
  Stack,
  type NumberProblem,
} from '@/design-system'
import { useI18n } from '../messages'
import { numberProblemText } from '../number-message'
import { useRecipients, type RecipientKind } from '../api/queries'
import { useBillingOperation } from './use-billing-operation'

const MAX_POINTS = 1_000_000_000

export interface PointsTransferValues {
  to: string
  value: string
  memo: string
}

export interface PointsTransferProblems {
  to?: 'required'
  value?: 'required' | NumberProblem
  memo?: 'invalid'
}

const POINTS_RULE = { min: 1, max: MAX_POINTS }

/** What is wrong with a transfer form, field by field (empty when it can be sent). */
export function pointsTransferProblems(values: PointsTransferValues, withRecipient: boolean): PointsTransferProblems {
  const problems: PointsTransferProblems = {}
  if (withRecipient && values.to === '') problems.to = 'required'
  const value = values.value.trim()
  const typed = numberProblem(value, POINTS_RULE)
  if (value === '') problems.value = 'required'
  else if (typed) problems.value = typed
  if (values.memo.length > MAX_MEMO_LENGTH) problems.memo = 'invalid'
  return problems
}

export interface PointsTransferFormProps {
  /** The form's accessible name. */
  label: string
  /**
   * `selfrecharge`: points for the current account; otherwise the points move (contract `recharge`) to a
   * platform party ('1') or one of the caller's users ('2').
   */
  mode: { kind: 'selfrecharge' } | { kind: 'recharge' | 'distribution'; recipients: RecipientKind }
}

/** The form of a recharge, self-recharge or distribution; submitting opens the chain operation's dialog. */
export function PointsTransferForm({ label, mode }: PointsTransferFormProps) {
  const { messages } = useI18n()
  const t = messages.billing
  const withRecipient = mode.kind !== 'selfrecharge'
  const recipients = useRecipients(mode.kind === 'selfrecharge' ? '1' : mode.recipients, withRecipient)
  const [values, setValues] = useState<PointsTransferValues>({ to: '', value: '', memo: '' })
  const [submitted, setSubmitted] = useState(false)
  const [valueLeft, setValueLeft] = useState(false)
  const { run, dialog } = useBillingOperation()
  const found = pointsTransferProblems(values, withRecipient)
  // A wrong amount is said as soon as the field is left; "required" waits for the submit.
  const problems: PointsTransferProblems = submitted
    ? found
    : valueLeft && found.value !== 'required' && found.value
      ? { value: found.value }
      : {}
  const set = (field: keyof PointsTransferValues) => (next: string) => setValues((old) => ({ ...old, [field]: next }))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (Object.keys(pointsTransferProblems(values, withRecipient)).length > 0) return
    const value = String(Number(values.value.trim()))
    const reset = () => {
      setValues({ to: '', value: '', memo: '' })
      setSubmitted(false)
      setValueLeft(false)
    }
    const onFinished = (output: { status: string }) => {
      if (output.status === 'done' || output.status === 'sentNotIndexed') reset()
    }
    if (mode.kind === 'selfrecharge')
      run({
        operation: { kind: 'selfrecharge', value },
        summary: [{ key: 'value', label: t.pointsMoved, value }],
        onFinished,
      })
    else
      run({
        operation: { kind: mode.kind, to: values.to, value, memo: values.memo },
        summary: [
          { key: 'to', label: t.recipient, value: values.to },
          { key: 'value', label: t.pointsMoved, value },
          ...(values.memo ? [{ key: 'memo', label: t.memo, value: values.memo }] : []),
        ],
        onFinished,
      })
  }

  const options = (recipients.data ?? []).map((pick) => ({
    value: pick.account,
    label: [pick.account, pick.bussiness_name, pick.user_name].filter(Boolean).join(' · '),
  }))

  return (
    <FormLayout aria-label={label} onSubmit={submit} noValidate>
      <Stack gap={4}>
        {withRecipient && (
          <FormField
            label={t.recipient}
            required
            error={problems.to ? t.recipientRequired : recipients.isError ? t.loadFailed : undefined}
            help={recipients.isSuccess && options.length === 0 ? t.noRecipients : undefined}
          >
            <Select
              options={options}
              value={values.to}
              placeholder={t.recipientPlaceholder}
              invalid={problems.to !== undefined}
              disabled={recipients.isPending}
              onChange={set('to')}
            />
          </FormField>
        )}
        <FormField
          label={t.value}
          required
          error={
            problems.value === undefined
              ? undefined
              : problems.value === 'required'
                ? t.valueRequired
                : numberProblemText(messages, t.valueName, problems.value)
          }
        >
          <NumberInput
            value={values.value}
            min={POINTS_RULE.min}
            max={POINTS_RULE.max}
            invalid={problems.value !== undefined}
            onChange={set('value')}
            onBlur={() => setValueLeft(true)}
          />
        </FormField>
        {withRecipient && (
          <FormField label={t.memo} error={problems.memo ? t.memoTooLong : undefined}>
            <Input
              value={values.memo}
              invalid={problems.memo !== undefined}
              onChange={(event) => set('memo')(event.target.value)}
            />
          </FormField>
        )}
        <Stack direction="horizontal" justify="end">
          <Button type="submit" variant="primary">
            {t.submit}
          </Button>
        </Stack>
      </Stack>
      {dialog}
    </FormLayout>
  )
}
