import { useMemo } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { Button, Card, FormField, FormLayout, message, PasswordInput, Stack } from '@/design-system'
import { useDeferredForm } from '@/lib/forms/deferred-form'
import { flatFormResolver } from '@/lib/forms/flat-form-resolver'
import { useConsoleSession } from '@/lib/console-session'
import { messageFromServerError, translateMessage } from '@/lib/i18n/message-ref'
import { useI18n, type Messages } from '../messages'
import { personalInformationKey } from '../api/personal-center'
import { ChainKeyLock } from './ChainKeyLock'

const PASSPHRASE_MIN_LENGTH = 8

function passphraseSchema(messages: Messages, mode: 'set' | 'change') {
  const t = messages.personalCenter
  return z
    .object({
      // Setting a first passphrase shows neither field, so neither has a value: an empty one.
      oldPassphrase:
        mode === 'change' ? z.string().check(z.minLength(1, t.passphraseRequired)) : z._default(z.string(), ''),
      // Step-up: a change replaces the stored ciphertexts, which the server allows only with the login password.
      loginPassword:
        mode === 'change' ? z.string().check(z.minLength(1, t.stepUpPasswordRequired)) : z._default(z.string(), ''),
      newPassphrase: z
        .string()
        .check(z.minLength(1, t.passphraseRequired), z.minLength(PASSPHRASE_MIN_LENGTH, t.passphraseRule)),
      confirmPassphrase: z.string().check(z.minLength(1, t.confirmPassphraseRequired)),
    })
    .check(
      z.refine(
        (values: { newPassphrase: string; confirmPassphrase: string }) =>
          values.newPassphrase === values.confirmPassphrase,
        { message: t.passphraseMismatch, path: ['confirmPassphrase'] },
      ),
    )
}
type PassphraseValues = z.infer<ReturnType<typeof passphraseSchema>>

export interface PassphraseCardProps {
  /** Whether the user already has a chain passphrase (then the card changes it). */
  passphraseSet: boolean
}

/**
 * Sets or changes the chain passphrase. Keys are encrypted in this browser (key vault) and only the
 * ciphertexts are sent; a change re-encrypts every stored custodial key. Also shows whether the key is
 * unlocked in this tab, with "lock now". react-hook-form loads with the first focus in the form, the key vault's
 * ciphers (crypto-js) with the first save.
 */
export function PassphraseCard({ passphraseSet }: PassphraseCardProps) {
  const { messages } = useI18n()
  const t = messages.personalCenter
  const mode = passphraseSet ? 'change' : 'set'
  const session = useConsoleSession()
  const queryClient = useQueryClient()
  const resolver = useMemo(() => flatFormResolver(passphraseSchema(messages, mode)), [messages, mode])

  const save = useMutation({
    mutationFn: async (values: PassphraseValues): Promise<'saved' | 'wrongPassphrase'> => {
      const { changeChainPassphrase, setChainPassphrase, unlockedChainKey } = await import('@/lib/chain-keys')
      if (mode === 'change')
        return (await changeChainPassphrase(values.oldPassphrase, values.newPassphrase, values.loginPassword)) ===
          'changed'
          ? 'saved'
          : 'wrongPassphrase'
      // A key unlocked in this session is stored encrypted with the new passphrase right away.
      const account = session.status === 'ok' ? session.session.account : null
      const unlocked = account ? await unlockedChainKey(account.account) : null
      const keys =
        account && unlocked ? [{ permAccountsId: account.permAccountsId, privateKey: unlocked.privateKey }] : []
      await setChainPassphrase(values.newPassphrase, keys)
      return 'saved'
    },
    onSuccess: (outcome) => {
      if (outcome === 'wrongPassphrase') {
        setError('oldPassphrase', messages.messages.wrongPassphrase)
        return
      }
      reset({ oldPassphrase: '', loginPassword: '', newPassphrase: '', confirmPassphrase: '' })
      message.success(t.passphraseSaved)
      void queryClient.invalidateQueries({ queryKey: personalInformationKey })
    },
    // The server's refusal (a wrong login password) is shown on that field; nothing was stored.
    onError: (failure) =>
      setError('loginPassword', translateMessage(messages, messageFromServerError(failure, 'messages.serviceError'))),
  })
  const { field, errors, formProps, engine, reset, setError } = useDeferredForm(resolver, (values: PassphraseValues) =>
    save.mutate(values),
  )

  return (
    <Card title={mode === 'change' ? t.changePassphrase : t.setPassphrase} headingLevel={2}>
      <FormLayout noValidate {...formProps}>
        {engine}
        <Stack gap={4}>
          <p>{t.passphraseHint}</p>
          <ChainKeyLock />
          {mode === 'change' && (
            <FormField label={t.oldPassphrase} required error={errors.oldPassphrase}>
              <PasswordInput autoComplete="off" {...field('oldPassphrase')} />
            </FormField>
          )}
          {mode === 'change' && (
            <FormField label={t.stepUpPassword} help={t.stepUpHint} required error={errors.loginPassword}>
              <PasswordInput autoComplete="current-password" {...field('loginPassword')} />
            </FormField>
          )}
          <FormField label={t.newPassphrase} required error={errors.newPassphrase}>
            <PasswordInput autoComplete="off" {...field('newPassphrase')} />
          </FormField>
          <FormField label={t.confirmPassphrase} required error={errors.confirmPassphrase}>
            <PasswordInput autoComplete="off" {...field('confirmPassphrase')} />
          </FormField>
          <Stack direction="horizontal" justify="end">
            <Button type="submit" variant="primary" loading={save.isPending}>
              {t.save}
            </Button>
          </Stack>
        </Stack>
      </FormLayout>
    </Card>
  )
}
