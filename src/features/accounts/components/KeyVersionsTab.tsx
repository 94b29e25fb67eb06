import { useState } from 'react'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { keyVersionEndpoints } from '@/api/endpoint-groups/permission-key-versions'
import type { KeyVersion } from '@/api/key-custody'
import { Alert, Button, Dialog, message, Pagination, RowAction, Stack, Table, type TableColumn } from '@/design-system'
import { callApi } from '@/lib/api-client'
import { fillTemplate } from '@/lib/i18n/fill-template'
import { messageFromServerError, translateMessage } from '@/lib/i18n/message-ref'
import { useI18n, type Messages } from '../messages'
import { accountsKeys } from '../api/accounts-api'
import { PAGE_SIZES } from '../labels'

const keyVersionsKey = (page: { current: number; size: number }) => [...accountsKeys.all, 'key-versions', page] as const

function causeText(t: Messages['accounts'], cause: string): string {
  return cause in t.keyVersionCauses ? t.keyVersionCauses[cause as keyof typeof t.keyVersionCauses] : cause
}

function RestoreDialog({ version, onClose }: { version: KeyVersion; onClose: () => void }) {
  const { messages } = useI18n()
  const t = messages.accounts
  const queryClient = useQueryClient()
  const [error, setError] = useState<string | null>(null)
  const restore = useMutation({
    mutationFn: () => callApi(keyVersionEndpoints.restoreKeyVersion, { version_id: version.version_id }),
    onSuccess: () => {
      message.success(t.keyVersionRestored)
      void queryClient.invalidateQueries({ queryKey: accountsKeys.all })
      onClose()
    },
    onError: (failure) =>
      setError(translateMessage(messages, messageFromServerError(failure, 'messages.serviceError'))),
  })
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={fillTemplate(t.keyVersionRestoreTitle, { user: version.user_name })}
      footer={
        <Stack direction="horizontal" gap={2} justify="end">
          <Button onClick={onClose}>{t.cancel}</Button>
          <Button variant="primary" loading={restore.isPending} onClick={() => restore.mutate()}>
            {t.keyVersionRestore}
          </Button>
        </Stack>
      }
    >
      <Stack gap={3}>
        <p>{t.keyVersionRestoreHint}</p>
        {error && <Alert type="error" title={error} />}
      </Stack>
    </Dialog>
  )
}

/**
 * Operators only: key material the server replaced (it never destroys a ciphertext), newest first, and the
 * restore of one change. No ciphertext is shown: only whose, what kind and why it was replaced.
 */
export function KeyVersionsTab() {
  const t = useI18n().messages.accounts
  const [page, setPage] = useState({ current: 1, size: 10 })
  const [restoring, setRestoring] = useState<KeyVersion | null>(null)
  const list = useQuery({
    queryKey: keyVersionsKey(page),
    queryFn: () => callApi(keyVersionEndpoints.keyVersions, { current: page.current, size: page.size }),
    placeholderData: keepPreviousData,
  })
  const columns: TableColumn<KeyVersion>[] = [
    { key: 'user_name', title: t.keyVersionUser },
    {
      key: 'kind',
      title: t.keyVersionKind,
      render: (row) =>
        `${row.kind === 'passphrase_check' ? t.keyVersionCheck : `${t.keyVersionKey} ${row.account ?? ''}`}${
          row.stored ? '' : ` ${t.keyVersionNone}`
        }`,
    },
    { key: 'cause', title: t.keyVersionCause, render: (row) => causeText(t, row.cause) },
    { key: 'replaced_at', title: t.keyVersionTime },
    {
      key: 'actions',
      title: t.actions,
      actions: (row) => (
        <>
          <RowAction
            aria-label={`${t.keyVersionRestore} ${row.user_name} ${row.replaced_at}`}
            onClick={() => setRestoring(row)}
          >
            {t.keyVersionRestore}
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
        caption={t.keyVersionsCaption}
        columns={columns}
        data={list.data?.list ?? []}
        rowKey="version_id"
        loading={list.isPending || list.isPlaceholderData}
        emptyText={t.keyVersionEmpty}
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
      {restoring && <RestoreDialog version={restoring} onClose={() => setRestoring(null)} />}
    </Stack>
  )
}
