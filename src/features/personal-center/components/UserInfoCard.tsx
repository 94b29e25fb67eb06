import { Role, roleOf } from '@/api/primitives'
import { AccountName, Button, Card, Descriptions, Skeleton, Stack } from '@/design-system'
import { useI18n } from '../messages'
import { usePersonalInformation } from '../api/personal-center'

/** The user's own details (`/v1/system/personalInformation`). */
export function UserInfoCard() {
  const { messages } = useI18n()
  const info = usePersonalInformation()
  const t = messages.personalCenter
  const roleText = (role: Role | null) =>
    role === Role.Operator
      ? messages.roles.operator
      : role === Role.Platform
        ? messages.roles.platform
        : messages.roles.visitor
  return (
    <Card title={t.userInfo} headingLevel={2}>
      {info.isPending ? (
        <Skeleton lines={4} />
      ) : info.isError ? (
        <Stack direction="horizontal" gap={2}>
          <span role="alert">{t.loadFailed}</span>
          <Button size="sm" variant="link" onClick={() => void info.refetch()}>
            {messages.home.retry}
          </Button>
        </Stack>
      ) : (
        <Descriptions
          columns={2}
          items={[
            { key: 'name', label: t.userName, value: info.data.user_name },
            { key: 'phone', label: t.phone, value: info.data.phone },
            { key: 'role', label: t.role, value: roleText(roleOf(info.data.role)) },
            { key: 'created', label: t.createTime, value: info.data.create_time },
            { key: 'account', label: t.chainAccount, value: <AccountName value={info.data.account ?? ''} /> },
            { key: 'chain', label: t.chainType, value: info.data.chain_type },
            { key: 'business', label: t.businessName, value: info.data.bussiness_name },
            { key: 'count', label: t.chainAccountCount, value: String(info.data.chain_account_count) },
            {
              key: 'passphrase',
              label: t.passphrase,
              value: info.data.passphrase_set ? t.passphraseSet : t.passphraseNotSet,
            },
          ]}
        />
      )}
    </Card>
  )
}
