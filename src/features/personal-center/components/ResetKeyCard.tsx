import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  AccountName,
  Button,
  Card,
  Descriptions,
  FormField,
  FormLayout,
  message,
  PasswordInput,
  Skeleton,
  Stack,
} from '@/design-system'
import { useConsoleSession } from '@/lib/console-session'
import { useI18n } from '../messages'
import { translateMessage } from '@/lib/i18n/message-ref'
import { personalInformationKey, useLatestApplication } from '../api/personal-center'
import { resetChainKey } from '../api/reset-chain-key'

/** The forgotten-key reset of spec §4, offered once a key reset application was approved. */
export function ResetKeyCard() {
  const { messages } = useI18n()
  const t = messages.personalCenter
  const session = useConsoleSession()
  const application = useLatestApplication()
  const queryClient = useQueryClient()
  const [passphrase, setPassphrase] = useState('')
  const [failure, setFailure] = useState<string | null>(null)
  const chain = session.status === 'ok' ? session.session.chain : null
  const approved =
    application.data && application.data.apply_type === 'reset_key' && application.data.state === 'approved'
      ? application.data
      : null

  const reset = useMutation({
    mutationFn: async () => {
      if (!approved || !chain) throw new Error('no approved reset application')
      return resetChainKey({ account: approved.account, applyId: approved.apply_id, passphrase, chain })
    },
    onSuccess: (result) => {
      if (result.status === 'failed') {
        setFailure(translateMessage(messages, result.message))
        return
      }
      setFailure(null)
      setPassphrase('')
      message.success(t.resetKeySucceeded)
      void queryClient.invalidateQueries({ queryKey: personalInformationKey })
      void application.refetch()
    },
  })

  return (
    <Card title={t.resetKey} headingLevel={2}>
      <Stack gap={4}>
        <p>{t.resetKeyHint}</p>
        {application.isPending ? (
          <Skeleton lines={2} />
        ) : !approved ? (
          <p>{t.resetKeyNoApplication}</p>
        ) : (
          <FormLayout
            noValidate
            onSubmit={(event) => {
              event.preventDefault()
              if (passphrase.length === 0) {
                setFailure(t.passphraseRequired)
                return
              }
              reset.mutate()
            }}
          >
            <Stack gap={4}>
              <Descriptions
                columns={1}
                items={[{ key: 'account', label: t.resetKeyAccount, value: <AccountName value={approved.account} /> }]}
              />
              <FormField label={messages.layout.passphraseLabel} required error={failure ?? undefined}>
                <PasswordInput
                  autoComplete="off"
                  value={passphrase}
                  onChange={(event) => setPassphrase(event.target.value)}
                />
              </FormField>
              <Stack direction="horizontal" justify="end">
                <Button type="submit" variant="danger" loading={reset.isPending}>
                  {t.resetKeyAction}
                </Button>
              </Stack>
            </Stack>
          </FormLayout>
        )}
      </Stack>
    </Card>
  )
}
