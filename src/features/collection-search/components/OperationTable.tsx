import type * as z from 'zod/mini'
import type { transactionAction } from '@/api/nft'
import { AddressText, CopyButton, DateTime, JsonView, Stack, Table, type TableColumn } from '@/design-system'
import { useI18n } from '../messages'
import { actionLabel } from '../labels'

type Operation = z.output<typeof transactionAction>
type OperationRow = Operation & { position: number }

/** Spec §2 deal page: time, type, sender, contract account, the data as JSON, and a copy of the raw data. */
export function OperationTable({ operations }: { operations: readonly Operation[] }) {
  const { messages } = useI18n()
  const t = messages.collectionSearch
  const rows: OperationRow[] = operations.map((operation, position) => ({ ...operation, position }))
  const columns: TableColumn<OperationRow>[] = [
    { key: 'create_time', title: t.time, render: (row) => <DateTime value={row.create_time} /> },
    { key: 'action_name', title: t.operationType, render: (row) => actionLabel(messages, row.action_name) },
    { key: 'sender', title: t.sender, render: (row) => <AddressText value={row.sender} /> },
    { key: 'contract_name', title: t.contract, render: (row) => <AddressText value={row.contract_name} /> },
    {
      key: 'raw_data',
      title: t.data,
      width: '45%',
      render: (row) => (
        <Stack gap={2} align="start">
          <JsonView value={row.raw_data} copyable={false} maxHeight="240px" label={`${t.data} ${row.position + 1}`} />
          <CopyButton text={row.raw_data} label={t.copyRaw} />
        </Stack>
      ),
    },
  ]
  return <Table caption={t.operations} columns={columns} data={rows} rowKey="position" />
}
