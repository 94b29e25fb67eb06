import { fillTemplate } from '@/lib/i18n/fill-template'
import { useEffect, useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { accountBindingEndpoints } from '@/api/endpoint-groups/system-account-binding'
import { publicChainEndpoints } from '@/api/endpoint-groups/system-public-chain'
import { systemEndpoints } from '@/api/endpoint-groups/system'
import { AccountType } from '@/api/primitives'
import type { AccountApplication } from '@/api/system'
import {
  Alert,
  Button,
  Card,
  FormField,
  FormLayout,
  Input,
  message,
  PasswordInput,
  Select,
  Stack,
} from '@/design-system'
import { callApi } from '@/lib/api-client'
import { isValidAccountName } from '@/lib/chain/account-name'
import { refreshConsoleSession, useConsoleSession } from '@/lib/console-session'
import { useI18n, type Messages } from '../messages'
import { messageFromServerError, translateMessage } from '@/lib/i18n/message-ref'
import { personalInformationKey, usePersonalInformation, useLatestApplication } from '../api/personal-center'

const PUBLIC_KEY_PATTERN = /^(EOS[1-9A-HJ-NP-Za-km-z]{50}|PUB_K1_[1-9A-HJ-NP-Za-km-z]{50})$/

type KeyMode = 'generated' | 'own' | 'bind'

/** A private key the chain SDK cannot read: shown on its field, nothing is sent. */
class InvalidPrivateKey extends Error {}

function stateText(t: Messages['accounts'], application: AccountApplication): string {
  const values = { account: application.account, reason: application.reason }
  if (application.state === 'pending') return fillTemplate(t.applyStatePending, values)
  if (application.state === 'approved') return fillTemplate(t.applyStateApproved, values)
  return fillTemplate(t.applyStateRejected, values)
}

/**
 * Applying for a chain account (a user without one) or for a key reset (a user who lost the key of the
 * current account): the key pair is made in this browser and only the public key, and for custodial
 * accounts the private key's ciphertext under the chain passphrase, are sent. Binding an existing account:
 * its private key signs the server's one-time challenge here (the proof of holding it) and is stored as
 * ciphertext like a generated one. The latest application's state is shown above the form (`getApprovalNow`).
 */
export function ApplyAccountCard() {
  const { messages } = useI18n()
  const t = messages.accounts
  const read = useConsoleSession()
  const session = read.status === 'ok' ? read.session : null
  const current = session?.account ?? null
  const reset = current !== null
  const queryClient = useQueryClient()
  const latest = useLatestApplication()
  const info = usePersonalInformation()
  const chains = useQuery({
    queryKey: ['personal-center', 'chains'],
    queryFn: () => callApi(publicChainEndpoints.getChainType, {}),
  })
  // An approval seen here that the session does not show yet (approved after login): it catches up.
  const approvedAccount = latest.data?.state === 'approved' ? latest.data.account : null
  const currentAccount = current?.account ?? null
  useEffect(() => {
    if (approvedAccount !== null && currentAccount === null) refreshConsoleSession().catch(() => undefined)
  }, [approvedAccount, currentAccount])
  const [account, setAccount] = useState('')
  const [business, setBusiness] = useState(session?.chain?.bussiness_name ?? '')
  const [chainId, setChainId] = useState('')
  const [mode, setMode] = useState<KeyMode>('generated')
  const [publicKey, setPublicKey] = useState('')
  const [bindKey, setBindKey] = useState('')
  const [passphrase, setPassphrase] = useState('')
  const [remark, setRemark] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})

  const apply = useMutation({
    mutationFn: async () => {
      const name = reset ? (current?.account ?? '') : account.trim()
      let key = publicKey.trim()
      let ciphertext: string | undefined
      let proof: { challenge_id: string; signature: string } | undefined
      // The key vault's ciphers (crypto-js) load only when a key is stored.
      const vault = async () => ({ ...(await import('@/lib/chain-keys')), ...(await import('@/lib/crypto/key-vault')) })
      if (mode === 'bind') {
        const chain = await import('@/lib/chain')
        const privateKey = bindKey.trim()
        if (!chain.isValidPrivateKey(privateKey)) throw new InvalidPrivateKey()
        key = chain.publicKeyFromPrivate(privateKey)
        const { challenge_id, challenge } = await callApi(accountBindingEndpoints.bindChallenge, {})
        proof = { challenge_id, signature: chain.signBindChallenge(privateKey, name, challenge) }
        const { setChainPassphrase, encryptSecret } = await vault()
        if (info.data && !info.data.passphrase_set) await setChainPassphrase(passphrase)
        ciphertext = await encryptSecret(privateKey, passphrase)
      }
      if (mode === 'generated') {
        // The chain SDK (eosjs) loads only when a key is actually made.
        const chain = await import('@/lib/chain')
        const pair = chain.generateKeys()
        key = pair.publicKey
        const { setChainPassphrase, encryptSecret } = await vault()
        if (info.data && !info.data.passphrase_set) await setChainPassphrase(passphrase)
        ciphertext = await encryptSecret(pair.privateKey, passphrase)
      }
      return callApi(systemEndpoints.applyAccount, {
        apply_type: reset ? 'reset_key' : mode === 'bind' ? 'bind_account' : 'create_account',
        account: name,
        type: mode === 'own' ? AccountType.NonCustodial : AccountType.Custodial,
        public_key: key,
        chain_info_id: chainId || (chains.data?.[0]?.chain_info_id ?? '1'),
        bussiness_name: business.trim(),
        remark: remark.trim(),
        ...(ciphertext ? { encrypted_private_key: ciphertext } : {}),
        ...proof,
      })
    },
    onSuccess: () => {
      message.success(t.applySubmitted)
      setPassphrase('')
      setBindKey('')
      void latest.refetch()
      void queryClient.invalidateQueries({ queryKey: personalInformationKey })
    },
    onError: (failure) =>
      setErrors(
        failure instanceof InvalidPrivateKey
          ? { bindKey: t.applyBindPrivateKeyRule }
          : { form: translateMessage(messages, messageFromServerError(failure, 'messages.serviceError')) },
      ),
  })

  const submit = () => {
    const found: Record<string, string> = {}
    if (!reset) {
      if (!account.trim()) found.account = t.accountNameRequired
      else if (!isValidAccountName(account.trim())) found.account = t.accountNameRule
    }
    if (!business.trim()) found.business = t.applyBusinessRequired
    if (mode === 'own' && !PUBLIC_KEY_PATTERN.test(publicKey.trim()))
      found.publicKey = publicKey.trim() ? t.publicKeyRule : t.publicKeyRequired
    if (mode === 'bind' && bindKey.trim() === '') found.bindKey = t.applyBindPrivateKeyRequired
    if (mode !== 'own' && passphrase.length === 0) found.passphrase = messages.personalCenter.passphraseRequired
    setErrors(found)
    if (Object.keys(found).length === 0) apply.mutate()
  }

  const pending = latest.data?.state === 'pending'
  return (
    <Card title={reset ? t.applyResetTitle : t.applyTitle} headingLevel={2}>
      <Stack gap={4}>
        <p>{reset ? t.applyResetHint : t.applyHint}</p>
        {latest.data && (
          <Alert
            type={latest.data.state === 'rejected' ? 'error' : latest.data.state === 'approved' ? 'success' : 'info'}
            title={t.applyState}
            description={stateText(t, latest.data)}
          />
        )}
        {!pending && (
          <FormLayout
            noValidate
            onSubmit={(event) => {
              event.preventDefault()
              submit()
            }}
          >
            <Stack gap={3}>
              {!reset && (
                <FormField label={t.applyAccountName} required error={errors.account}>
                  <Input value={account} autoComplete="off" onChange={(event) => setAccount(event.target.value)} />
                </FormField>
              )}
              <FormField label={t.applyBusinessName} required error={errors.business}>
                <Input value={business} onChange={(event) => setBusiness(event.target.value)} />
              </FormField>
              <FormField label={t.applyTarget}>
                <Select
                  value={chainId || (chains.data?.[0]?.chain_info_id ?? '')}
                  onChange={setChainId}
                  options={(chains.data ?? []).map((chain) => ({
                    value: chain.chain_info_id,
                    label: chain.chain_type,
                  }))}
                />
              </FormField>
              <FormField label={t.applyKeyMode}>
                <Select
                  value={mode}
                  onChange={(value) => setMode(value as KeyMode)}
                  options={[
                    { value: 'generated', label: t.applyKeyGenerated },
                    { value: 'own', label: t.applyKeyOwn },
                    ...(reset ? [] : [{ value: 'bind', label: t.applyKeyBind }]),
                  ]}
                />
              </FormField>
              {mode === 'bind' && (
                <FormField label={t.applyBindPrivateKey} help={t.applyBindHint} required error={errors.bindKey}>
                  <PasswordInput
                    value={bindKey}
                    autoComplete="off"
                    onChange={(event) => setBindKey(event.target.value)}
                  />
                </FormField>
              )}
              {mode === 'own' ? (
                <FormField label={t.publicKey} required error={errors.publicKey}>
                  <Input value={publicKey} autoComplete="off" onChange={(event) => setPublicKey(event.target.value)} />
                </FormField>
              ) : (
                <FormField label={t.applyPassphrase} required error={errors.passphrase}>
                  <PasswordInput
                    value={passphrase}
                    autoComplete="off"
                    onChange={(event) => setPassphrase(event.target.value)}
                  />
                </FormField>
              )}
              <FormField label={t.applyRemark}>
                <Input value={remark} maxLength={200} onChange={(event) => setRemark(event.target.value)} />
              </FormField>
              {errors.form && <Alert type="error" title={errors.form} />}
              <Stack direction="horizontal" justify="end">
                <Button type="submit" variant="primary" loading={apply.isPending}>
                  {t.applySubmit}
                </Button>
              </Stack>
            </Stack>
          </FormLayout>
        )}
      </Stack>
    </Card>
  )
}
