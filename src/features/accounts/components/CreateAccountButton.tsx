import { fillTemplate } from '@/lib/i18n/fill-template'
import { useState } from 'react'
import { Button, Dialog, FormField, Input, Stack } from '@/design-system'
import { isValidAccountName } from '@/lib/chain/account-name'
import { useI18n } from '../messages'
import type { ActingAccount } from '../acting-account'
import { LazyOperationDialog, preloadOperationDialog } from './LazyOperationDialog'

const PUBLIC_KEY_PATTERN = /^(EOS[1-9A-HJ-NP-Za-km-z]{50}|PUB_K1_[1-9A-HJ-NP-Za-km-z]{50})$/

interface Draft {
  name: string
  publicKey: string
  displayName: string
}

/** Creates a chain account directly (no application): a form, then the chain operation with its preview. */
export function CreateAccountButton({ acting }: { acting: ActingAccount }) {
  const { messages } = useI18n()
  const t = messages.accounts
  const [formOpen, setFormOpen] = useState(false)
  const [draft, setDraft] = useState<Draft>({ name: '', publicKey: '', displayName: '' })
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({})
  const [confirmed, setConfirmed] = useState<Draft | null>(null)

  const submit = () => {
    const name = draft.name.trim()
    const publicKey = draft.publicKey.trim()
    const found: Partial<Record<keyof Draft, string>> = {}
    if (!name) found.name = t.accountNameRequired
    else if (!isValidAccountName(name)) found.name = t.accountNameRule
    if (!publicKey) found.publicKey = t.publicKeyRequired
    else if (!PUBLIC_KEY_PATTERN.test(publicKey)) found.publicKey = t.publicKeyRule
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setFormOpen(false)
    setConfirmed({ name, publicKey, displayName: draft.displayName.trim() || name })
  }

  return (
    <>
      <Dialog
        open={formOpen}
        onOpenChange={(open) => {
          setFormOpen(open)
          // What the confirmed form runs loads while the form is filled in.
          if (open) void preloadOperationDialog().catch(() => undefined)
        }}
        trigger={<Button variant="primary">{t.createAccount}</Button>}
        title={t.createAccount}
        footer={
          <Stack direction="horizontal" gap={2} justify="end">
            <Button onClick={() => setFormOpen(false)}>{t.cancel}</Button>
            <Button variant="primary" onClick={submit}>
              {t.confirm}
            </Button>
          </Stack>
        }
      >
        <Stack gap={3}>
          <FormField label={t.newAccountName} required error={errors.name}>
            <Input value={draft.name} onChange={(event) => setDraft({ ...draft, name: event.target.value })} />
          </FormField>
          <FormField label={t.publicKey} required error={errors.publicKey}>
            <Input
              value={draft.publicKey}
              onChange={(event) => setDraft({ ...draft, publicKey: event.target.value })}
            />
          </FormField>
          <FormField label={t.displayName}>
            <Input
              value={draft.displayName}
              onChange={(event) => setDraft({ ...draft, displayName: event.target.value })}
            />
          </FormField>
        </Stack>
      </Dialog>
      {confirmed && (
        <LazyOperationDialog
          operation={(actions) => actions.createAccountDirectly(confirmed)}
          account={acting.account}
          chainTarget={acting.chainTarget}
          title={t.createAccount}
          preview={<p>{fillTemplate(t.approveCreateHint, { account: confirmed.name })}</p>}
          onFinished={() => {
            setConfirmed(null)
            setDraft({ name: '', publicKey: '', displayName: '' })
          }}
        />
      )}
    </>
  )
}
