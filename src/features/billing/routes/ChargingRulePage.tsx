import { fillTemplate } from '@/lib/i18n/fill-template'
import { lazy, Suspense, useState } from 'react'
import { Link } from '@/lib/navigation/Link'
import type { FeeRule } from '@/api/fee'
import { BusinessType } from '@/api/primitives'
import { Alert, Button, RowAction, Stack, Table, type TableColumn } from '@/design-system'
import { useI18n } from '../messages'
import { useFeeRules } from '../api/queries'
import { BillingPage } from '../components/BillingPage'
import { RecordFilters, noFilters } from '../components/RecordFilters'
import { useBillingOperation } from '../components/use-billing-operation'
import { businessTypeLabel, FEE_FUNCTIONS, functionName } from '../labels'

// The delete confirmation (with the dialog primitives) loads when a rule's delete is pressed, not with the list.
const ConfirmDialog = lazy(() =>
  import('@/design-system/components/ConfirmDialog').then(({ ConfirmDialog }) => ({ default: ConfirmDialog })),
)

const BUSINESS_TYPES = [BusinessType.SingleCopy, BusinessType.MultiCopy] as const

export function setChargingHref(rule: Pick<FeeRule, 'business_type' | 'func_name'>): string {
  return `/charging/set-charging?business_type=${rule.business_type}&func_name=${rule.func_name}`
}

/**
 * `/charging/charging-rule` (operator): the fee rules by business type and function, as the indexer read
 * them from the contract's `feerules`; edit opens set-charging, delete runs `deletefee` on the chain.
 */
export default function ChargingRulePage() {
  const { messages } = useI18n()
  const t = messages.billing
  const rules = useFeeRules()
  const [filters, setFilters] = useState(noFilters)
  const [functionFilter, setFunctionFilter] = useState('')
  const [deleting, setDeleting] = useState<FeeRule | null>(null)
  const { run, dialog } = useBillingOperation()

  const shown = (rules.data ?? []).filter(
    (rule) =>
      (filters.type === '' || String(rule.business_type) === filters.type) &&
      (functionFilter === '' || rule.func_name === functionFilter),
  )
  const columns: TableColumn<FeeRule>[] = [
    { key: 'business_type', title: t.businessType, render: (row) => businessTypeLabel(messages, row.business_type) },
    { key: 'func_name', title: t.funcName, render: (row) => functionName(messages, row.func_name) },
    { key: 'value', title: t.fee, align: 'right' },
    { key: 'update_time', title: t.updateTime },
    {
      key: 'actions',
      title: t.actions,
      actions: (row) => (
        <>
          <Link
            to={setChargingHref(row)}
            aria-label={`${t.edit} ${businessTypeLabel(messages, row.business_type)} ${functionName(messages, row.func_name)}`}
          >
            {t.edit}
          </Link>
          <RowAction
            tone="danger"
            aria-label={`${t.delete} ${businessTypeLabel(messages, row.business_type)} ${functionName(messages, row.func_name)}`}
            onClick={() => setDeleting(row)}
          >
            {t.delete}
          </RowAction>
        </>
      ),
    },
  ]

  return (
    <BillingPage extra={<Link to="/charging/set-charging">{t.setFee}</Link>}>
      <RecordFilters
        withDates={false}
        typeLabel={t.businessType}
        types={BUSINESS_TYPES.map((type) => ({ value: String(type), label: businessTypeLabel(messages, type) }))}
        onSearch={setFilters}
      />
      <Stack direction="horizontal" gap={2} wrap role="group" aria-label={t.funcName}>
        {['', ...FEE_FUNCTIONS].map((func) => (
          <Button
            key={func || 'all'}
            size="sm"
            variant={functionFilter === func ? 'primary' : 'secondary'}
            aria-pressed={functionFilter === func}
            onClick={() => setFunctionFilter(func)}
          >
            {func === '' ? t.allTypes : functionName(messages, func as (typeof FEE_FUNCTIONS)[number])}
          </Button>
        ))}
      </Stack>
      {rules.isError ? (
        <Alert
          type="error"
          role="alert"
          title={t.loadFailed}
          description={rules.error.message}
          action={
            <Button size="sm" onClick={() => void rules.refetch()}>
              {t.retry}
            </Button>
          }
        />
      ) : (
        <Table
          caption={t.feeRules}
          columns={columns}
          data={shown}
          rowKey={(row) => `${row.business_type}:${row.func_name}`}
          loading={rules.isPending || rules.isFetching}
        />
      )}
      {deleting !== null && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={deleting !== null}
            onOpenChange={(open) => !open && setDeleting(null)}
            title={t.deleteFeeTitle}
            variant="danger"
            content={
              deleting
                ? fillTemplate(t.deleteFeeConfirm, {
                    type: businessTypeLabel(messages, deleting.business_type),
                    func: functionName(messages, deleting.func_name),
                  })
                : null
            }
            confirmText={t.delete}
            cancelText={t.cancel}
            onConfirm={() => {
              if (!deleting) return
              const rule = deleting
              setDeleting(null)
              run({
                operation: { kind: 'deletefee', business_type: rule.business_type, func_name: rule.func_name },
                summary: [
                  { key: 'type', label: t.businessType, value: businessTypeLabel(messages, rule.business_type) },
                  { key: 'func', label: t.funcName, value: functionName(messages, rule.func_name) },
                  { key: 'value', label: t.fee, value: rule.value },
                ],
              })
            }}
          />
        </Suspense>
      )}
      {dialog}
    </BillingPage>
  )
}
