import { fillTemplate } from '@/lib/i18n/fill-template'
import { useState, type FormEvent } from 'react'
import { useSearchParams } from 'react-router'
import { BusinessType, chargeableFunction, type ChargeableFunction } from '@/api/primitives'
import {
  Alert,
  Button,
  FormField,
  FormLayout,
  NumberInput,
  numberProblem,
  Select,
  Stack,
  type NumberProblem,
} from '@/design-system'
import { useI18n } from '../messages'
import { numberProblemText } from '../number-message'
import { useFeeRules } from '../api/queries'
import { BillingPage } from '../components/BillingPage'
import { useBillingOperation } from '../components/use-billing-operation'
import { businessTypeLabel, FEE_FUNCTIONS, functionLabel } from '../labels'

/** The contract stores a fee as u64; the console keeps to the API's points range. */
const MAX_FEE = 1_000_000_000

const FEE_RULE = { min: 0, max: MAX_FEE }

export function feeValueProblem(value: string): 'required' | NumberProblem | null {
  if (value.trim() === '') return 'required'
  return numberProblem(value, FEE_RULE)
}

function businessTypeFrom(text: string | null): BusinessType {
  return text === String(BusinessType.MultiCopy) ? BusinessType.MultiCopy : BusinessType.SingleCopy
}

function functionFrom(text: string | null): ChargeableFunction {
  const parsed = chargeableFunction.safeParse(text)
  return parsed.success ? parsed.data : 'mint'
}

/**
 * `/charging/set-charging` (operator): sets the fee of one function of one business type with the
 * contract's `setfee` (0 = free). Opened from a rule's Edit with that rule chosen.
 */
export default function SetChargingPage() {
  const { messages } = useI18n()
  const t = messages.billing
  const [params] = useSearchParams()
  const [businessType, setBusinessType] = useState(() => businessTypeFrom(params.get('business_type')))
  const [func, setFunc] = useState(() => functionFrom(params.get('func_name')))
  const [value, setValue] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const [left, setLeft] = useState(false)
  const rules = useFeeRules()
  const { run, dialog } = useBillingOperation()

  const current = rules.data?.find((rule) => rule.business_type === businessType && rule.func_name === func)
  const problem = feeValueProblem(value)
  // A wrong fee is said as soon as the field is left (the value stays as typed); "required" waits for the submit.
  let error: string | undefined
  if (problem === 'required') error = submitted ? t.feeRequired : undefined
  else if (problem && (submitted || left)) error = numberProblemText(messages, t.feeName, problem)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (problem) return
    const fee = String(Number(value.trim()))
    run({
      operation: { kind: 'setfee', business_type: businessType, func_name: func, value: fee },
      summary: [
        { key: 'type', label: t.businessType, value: businessTypeLabel(messages, businessType) },
        { key: 'func', label: t.funcName, value: functionLabel(messages, func) },
        { key: 'value', label: t.fee, value: fee },
      ],
      onFinished: (output) => {
        if (output.status === 'done' || output.status === 'sentNotIndexed') {
          setValue('')
          setSubmitted(false)
          setLeft(false)
        }
      },
    })
  }

  return (
    <BillingPage>
      <FormLayout aria-label={t.setFee} onSubmit={submit} noValidate>
        <Stack gap={4}>
          {/* The current fees are only a hint: a fee can still be set without them. */}
          {rules.isError && (
            <Alert
              type="error"
              title={t.loadFailed}
              action={
                <Button size="sm" onClick={() => void rules.refetch()}>
                  {t.retry}
                </Button>
              }
            />
          )}
          <FormField label={t.businessType} required>
            <Select
              options={[BusinessType.SingleCopy, BusinessType.MultiCopy].map((type) => ({
                value: String(type),
                label: businessTypeLabel(messages, type),
              }))}
              value={String(businessType)}
              onChange={(next) => setBusinessType(businessTypeFrom(next))}
            />
          </FormField>
          <FormField label={t.funcName} required>
            <Select
              options={FEE_FUNCTIONS.map((name) => ({ value: name, label: functionLabel(messages, name) }))}
              value={func}
              onChange={(next) => setFunc(functionFrom(next))}
            />
          </FormField>
          <FormField
            label={t.fee}
            required
            error={error}
            help={
              rules.data ? (current ? fillTemplate(t.currentFee, { value: current.value }) : t.noCurrentFee) : undefined
            }
          >
            <NumberInput
              value={value}
              min={FEE_RULE.min}
              max={FEE_RULE.max}
              invalid={error !== undefined}
              onChange={setValue}
              onBlur={() => setLeft(true)}
            />
          </FormField>
          <Stack direction="horizontal" justify="end">
            <Button type="submit" variant="primary">
              {t.submit}
            </Button>
          </Stack>
        </Stack>
      </FormLayout>
      {dialog}
    </BillingPage>
  )
}
