import { fillTemplate } from '@/lib/i18n/fill-template'
import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { permissionEndpoints } from '@/api/endpoint-groups/permission'
import type { AccountApplication } from '@/api/system'
import {
  AddressText,
  Alert,
  Button,
  Dialog,
  FormField,
  message,
  Pagination,
  RowAction,
  Stack,
  Table,
  Tag,
  Textarea,
  type TableColumn,
} from '@/design-system'
import { callApi } from '@/lib/api-client'
import { useI18n, type Messages } from '../messages'
import { messageFromServerError, translateMessage } from '@/lib/i18n/message-ref'
import type { ActingAccount } from '../acting-account'
import { accountsKeys, usePendingApplications, useReviewedApplications } from '../api/accounts-api'
import { PAGE_SIZES } from '../labels'
import { chainPartDoneFor } from '../operations/chain-part-done'
import { LazyOperationDialog, preloadOnApproach } from './LazyOperationDialog'

function typeTag(t: Messages['accounts'], application: AccountApplication) {
  const label = { create_account: t.applyCreate, reset_key: t.applyReset, bind_account: t.applyBind }
  return <Tag tone="info">{label[application.apply_type]}</Tag>
}

/**
 * Approving the binding of an existing account: no chain transaction (the server checked the account key's
 * signature when the application was made), only the review.
 */
function ApproveBindDialog({ application, onClose }: { application: AccountApplication; onClose: () => void }) {
  const { messages } = useI18n()
  const t = messages.accounts
  const queryClient = useQueryClient()
  const [error, setError] = useState<string | null>(null)
  const approve = useMutation({
    mutationFn: () =>
      callApi(permissionEndpoints.reviewApplication, { apply_id: application.apply_id, approved: true }),
    onSuccess: () => {
      message.success(t.reviewDone)
      void queryClient.invalidateQueries({ queryKey: accountsKeys.all })
      onClose()
    },
    onError: (failure) =>
      setError(translateMessage(messages, messageFromServerError(failure, 'chainErrors.reviewFailed'))),
  })
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={fillTemplate(t.approveTitle, { account: application.account })}
      footer={
        <Stack direction="horizontal" gap={2} justify="end">
          <Button onClick={onClose}>{t.cancel}</Button>
          <Button variant="primary" loading={approve.isPending} onClick={() => approve.mutate()}>
            {t.approve}
          </Button>
        </Stack>
      }
    >
      <Stack gap={3}>
        <p>{fillTemplate(t.approveBindHint, { account: application.account })}</p>
        {error && <Alert type="error" title={error} />}
      </Stack>
    </Dialog>
  )
}

function stateTag(t: Messages['accounts'], application: AccountApplication) {
  if (application.state === 'approved') return <Tag tone="success">{t.approved}</Tag>
  if (application.state === 'rejected') return <Tag tone="danger">{t.rejected}</Tag>
  return <Tag tone="warning">{t.pending}</Tag>
}

function RejectDialog({ application, onClose }: { application: AccountApplication; onClose: () => void }) {
  const { messages } = useI18n()
  const t = messages.accounts
  const queryClient = useQueryClient()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const reject = useMutation({
    mutationFn: () =>
      callApi(permissionEndpoints.reviewApplication, {
        apply_id: application.apply_id,
        approved: false,
        reason: reason.trim(),
      }),
    onSuccess: () => {
      message.success(t.reviewDone)
      void queryClient.invalidateQueries({ queryKey: accountsKeys.all })
      onClose()
    },
    onError: (failure) =>
      setError(translateMessage(messages, messageFromServerError(failure, 'chainErrors.reviewFailed'))),
  })
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={fillTemplate(t.rejectTitle, { account: application.account })}
      footer={
        <Stack direction="horizontal" gap={2} justify="end">
          <Button onClick={onClose}>{t.cancel}</Button>
          <Button
            variant="danger"
            loading={reject.isPending}
            onClick={() => {
              if (reason.trim() === '') {
                setError(t.reasonRequired)
                return
              }
              reject.mutate()
            }}
          >
            {t.reject}
          </Button>
        </Stack>
      }
    >
      <FormField label={t.reason} required error={error ?? undefined}>
        <Textarea value={reason} maxLength={200} onChange={(event) => setReason(event.target.value)} />
      </FormField>
    </Dialog>
  )
}

/** Pending applications: approve (the chain operation, then the review) or reject with a reason. */
export function PendingApplicationsTab({ acting }: { acting: ActingAccount | null }) {
  const { messages } = useI18n()
  const t = messages.accounts
  const [page, setPage] = useState({ current: 1, size: 10 })
  const [approving, setApproving] = useState<AccountApplication | null>(null)
  const [rejecting, setRejecting] = useState<AccountApplication | null>(null)
  const list = usePendingApplications(page)
  const columns: TableColumn<AccountApplication>[] = [
    { key: 'account', title: t.account, render: (row) => <AddressText value={row.account} /> },
    { key: 'user_name', title: t.applicant },
    { key: 'apply_type', title: t.applyType, render: (row) => typeTag(t, row) },
    { key: 'bussiness_name', title: t.businessName },
    { key: 'public_key', title: t.publicKey, render: (row) => <AddressText value={row.public_key} /> },
    { key: 'remark', title: t.remark },
    { key: 'create_time', title: t.applyTime },
    {
      key: 'actions',
      title: t.actions,
      actions: (row) => (
        <>
          <RowAction
            disabled={!acting}
            aria-label={`${t.approve} ${row.account}`}
            onClick={() => setApproving(row)}
            {...preloadOnApproach}
          >
            {t.approve}
          </RowAction>
          <RowAction tone="danger" aria-label={`${t.reject} ${row.account}`} onClick={() => setRejecting(row)}>
            {t.reject}
          </RowAction>
        </>
      ),
    },
  ]
  if (list.isError)
    return (
      <Alert
        type="error"
        title={t.loadFailed}
        action={<Button onClick={() => void list.refetch()}>{t.retry}</Button>}
      />
    )
  return (
    <Stack gap={4}>
      <Table
        caption={t.tabPending}
        columns={columns}
        data={list.data?.list ?? []}
        rowKey="apply_id"
        loading={list.isPending || list.isPlaceholderData}
        emptyText={t.noPending}
      />
      <Stack direction="horizontal" justify="end">
        <Pagination
          total={list.data?.total ?? 0}
          current={page.current}
          pageSize={page.size}
          pageSizeOptions={PAGE_SIZES}
          showTotal
          showSizeChanger
          onChange={(current, size) => setPage({ current, size })}
        />
      </Stack>
      {approving?.apply_type === 'bind_account' && (
        <ApproveBindDialog application={approving} onClose={() => setApproving(null)} />
      )}
      {approving && approving.apply_type !== 'bind_account' && acting && (
        <LazyOperationDialog
          operation={(actions) => actions.approveApplication(approving)}
          account={acting.account}
          chainTarget={acting.chainTarget}
          title={fillTemplate(t.approveTitle, { account: approving.account })}
          preview={
            <>
              <p>
                {fillTemplate(approving.apply_type === 'reset_key' ? t.approveResetHint : t.approveCreateHint, {
                  account: approving.account,
                })}
              </p>
              {chainPartDoneFor(approving.apply_id) && <p>{t.serverStepOnly}</p>}
            </>
          }
          onFinished={() => {
            setApproving(null)
          }}
        />
      )}
      {rejecting && <RejectDialog application={rejecting} onClose={() => setRejecting(null)} />}
    </Stack>
  )
}

/** Reviewed applications: who reviewed, when, and a rejection's reason. */
export function ReviewedApplicationsTab() {
  const { messages } = useI18n()
  const t = messages.accounts
  const [page, setPage] = useState({ current: 1, size: 10 })
  const list = useReviewedApplications(page)
  const columns: TableColumn<AccountApplication>[] = [
    { key: 'account', title: t.account, render: (row) => <AddressText value={row.account} /> },
    { key: 'user_name', title: t.applicant },
    { key: 'apply_type', title: t.applyType, render: (row) => typeTag(t, row) },
    { key: 'state', title: t.state, render: (row) => stateTag(t, row) },
    { key: 'reviewer', title: t.reviewer },
    { key: 'review_time', title: t.reviewTime },
    { key: 'reason', title: t.reason },
  ]
  if (list.isError)
    return (
      <Alert
        type="error"
        title={t.loadFailed}
        action={<Button onClick={() => void list.refetch()}>{t.retry}</Button>}
      />
    )
  return (
    <Stack gap={4}>
      <Table
        caption={t.tabReviewed}
        columns={columns}
        data={list.data?.list ?? []}
        rowKey="apply_id"
        loading={list.isPending || list.isPlaceholderData}
      />
      <Stack direction="horizontal" justify="end">
        <Pagination
          total={list.data?.total ?? 0}
          current={page.current}
          pageSize={page.size}
          pageSizeOptions={PAGE_SIZES}
          showTotal
          showSizeChanger
          onChange={(current, size) => setPage({ current, size })}
        />
      </Stack>
    </Stack>
  )
}
