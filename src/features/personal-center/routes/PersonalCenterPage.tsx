import { Stack } from '@/design-system'
import { usePersonalInformation } from '../api/personal-center'
import { ApplyAccountCard } from '../components/ApplyAccountCard'
import { ChangePasswordForm } from '../components/ChangePasswordForm'
import { PassphraseCard } from '../components/PassphraseCard'
import { ResetKeyCard } from '../components/ResetKeyCard'
import { UserInfoCard } from '../components/UserInfoCard'

/** `/personal-center`: user info, the chain account application, login password, chain passphrase and the forgotten-key reset. */
export default function PersonalCenterPage() {
  const info = usePersonalInformation()
  return (
    <Stack gap={6}>
      <UserInfoCard />
      <ApplyAccountCard />
      <ChangePasswordForm />
      {info.data && <PassphraseCard key={String(info.data.passphrase_set)} passphraseSet={info.data.passphrase_set} />}
      <ResetKeyCard />
    </Stack>
  )
}
