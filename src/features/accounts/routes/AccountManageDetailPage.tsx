import { fillTemplate } from '@/lib/i18n/fill-template'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { Link } from '@/lib/navigation/Link'
import { ActiveState, chainAccountName } from '@/api/primitives'
import {
  AddressText,
  Alert,
  Button,
  Card,
  Descriptions,
  Empty,
  Skeleton,
  Stack,
  Table,
  type TableColumn,
} from '@/design-system'
import { useI18n } from '../messages'
import { useActingAccount } from '../acting-account'
import { useAccountInfo, usePendingReset } from '../api/accounts-api'
import { chainPartDoneFor } from '../operations/chain-part-done'
import { useChainPermissions, type PermissionView } from '../api/chain-permissions'
import { roleLabel } from '../labels'
import { LazyOperationDialog, preloadOnApproach } from '../components/LazyOperationDialog'
import { StateBadges } from '../components/StateBadges'
import { StateChangeButton } from '../components/StateChangeButton'

/**
 * `/account-manage-detail?account=`: one managed account (a link without a valid account name says so): its states, points and collectibles, freeze and
 * unfreeze, its permissions and keys as the chain has them, and the forgotten-key reset when the user applied.
 */
export default function AccountManageDetailPage() {
  const { messages } = useI18n()
  const t = messages.accounts
  const [params] = useSearchParams()
  const link = chainAccountName.safeParse(params.get('account') ?? '')
  // Without a valid account in the link nothing is asked: the page says the link is wrong.
  const name = link.success ? link.data : ''
  const acting = useActingAccount()
  const info = useAccountInfo(name)
  const permissions = useChainPermissions(name, acting?.chainTarget ?? null)
  const pendingReset = usePendingReset(name)
  const [resetting, setResetting] = useState(false)

  if (!link.success)
    return (
      <Empty description={t.badLink}>
        <Link to="/account-manage">{t.backToList}</Link>
      </Empty>
    )
  if (info.isPending) return <Skeleton lines={6} />
  if (info.isError || !info.data)
    return (
      <Alert
        type="error"
        title={t.loadFailed}
        action={
          <Stack direction="horizontal" gap={2}>
            <Button onClick={() => void info.refetch()}>{t.retry}</Button>
            <Link to="/account-manage">{t.title}</Link>
          </Stack>
        }
      />
    )
  const account = info.data
  const permissionColumns: TableColumn<PermissionView>[] = [
    { key: 'name', title: t.permissionName },
    { key: 'parent', title: t.parent },
    { key: 'threshold', title: t.threshold, align: 'right' },
    {
      key: 'keys',
      title: t.keys,
      render: (row) =>
        row.keys.map((key) => (
          <div key={key.key}>
            <AddressText value={key.key} /> ({key.weight})
          </div>
        )),
    },
    {
      key: 'accounts',
      title: t.linkedAccounts,
      render: (row) =>
        row.accounts.map((entry) => (
          <div key={`${entry.actor}@${entry.permission}`}>
            {entry.actor}@{entry.permission} ({entry.weight})
          </div>
        )),
    },
  ]
  const reset = pendingReset.data ?? null
  return (
    <Stack gap={6}>
      <Card title={account.account} headingLevel={2}>
        <Stack gap={4}>
          <Descriptions
            columns={2}
            items={[
              { key: 'user', label: t.userName, value: account.user_name },
              { key: 'role', label: t.role, value: roleLabel(messages, account.role) },
              {
                key: 'states',
                label: t.state,
                value: <StateBadges operatorState={account.operator_state} platformState={account.platform_state} />,
              },
              { key: 'type', label: t.accountType, value: account.type === 2 ? t.custodial : t.nonCustodial },
              { key: 'points', label: t.points, value: account.balance },
              { key: 'collectibles', label: t.collectibles, value: account.collectible_count },
              { key: 'business', label: t.businessName, value: account.bussiness_name },
              { key: 'created', label: t.createTime, value: account.create_time },
              { key: 'key', label: t.publicKey, value: <AddressText value={account.public_key} copyable />, span: 2 },
            ]}
          />
          {acting && (
            <Stack direction="horizontal" gap={2} justify="end">
              <StateChangeButton account={account} acting={acting} state={ActiveState.Frozen} />
              <StateChangeButton account={account} acting={acting} state={ActiveState.Enabled} />
            </Stack>
          )}
        </Stack>
      </Card>
      <Card title={t.permissions} headingLevel={2}>
        {permissions.isError ? (
          <Alert type="warning" title={t.chainUnavailable} />
        ) : (
          <Table
            caption={t.permissions}
            columns={permissionColumns}
            data={permissions.data ?? []}
            rowKey="name"
            loading={permissions.isPending}
          />
        )}
      </Card>
      <Card title={t.resetKey} headingLevel={2}>
        <Stack gap={3}>
          <p>{reset ? fillTemplate(t.resetKeyPending, { key: reset.public_key }) : t.resetKeyNone}</p>
          {reset && acting && (
            <Stack direction="horizontal" justify="end">
              <Button variant="danger" onClick={() => setResetting(true)} {...preloadOnApproach}>
                {t.resetKey}
              </Button>
            </Stack>
          )}
        </Stack>
      </Card>
      {resetting && reset && acting && (
        <LazyOperationDialog
          operation={(actions) => actions.approveApplication(reset)}
          account={acting.account}
          chainTarget={acting.chainTarget}
          title={t.resetKey}
          preview={
            <>
              <p>{fillTemplate(t.approveResetHint, { account: reset.account })}</p>
              {chainPartDoneFor(reset.apply_id) && <p>{t.serverStepOnly}</p>}
            </>
          }
          onFinished={() => {
            setResetting(false)
          }}
        />
      )}
    </Stack>
  )
}
