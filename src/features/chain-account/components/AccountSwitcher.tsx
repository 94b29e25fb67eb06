import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { useMachine } from '@xstate/react'
import { machineInspector } from '@/lib/machine-replay/inspect'
import { Button, DropdownMenu, message, useDesignSystemStrings } from '@/design-system'
import { useI18n } from '@/lib/i18n'
import { translateMessage } from '@/lib/i18n/message-ref'
import { refreshConsoleSession } from '@/lib/console-session'
import { roleOf, type Role } from '@/api/primitives'
import { accountSwitchImplementations } from '../machines/account-switch.actors'
import { accountSwitchMachine } from '../machines/account-switch.machine'

export interface AccountSwitcherProps {
  /** The session's current chain account (null: the user has none). */
  currentAccount: string | null
  /** The session's role (null: none); the list's own says whether the server changed it since login. */
  currentRole?: Role | null
  /** Replaces the machine (stories and tests provide their own actors). */
  machine?: typeof accountSwitchMachine
}

/**
 * The header's chain account list (spec §2, §4): choosing another account makes it current, forgets the
 * previous account's decrypted key and goes to `/`. Mount it with `key={currentAccount}` so a switch
 * starts a fresh list.
 */
export function AccountSwitcher({ currentAccount, currentRole = null, machine }: AccountSwitcherProps) {
  const { messages } = useI18n()
  const navigate = useNavigate()
  const [state, send] = useMachine(
    machine ?? accountSwitchMachine.provide(accountSwitchImplementations({ navigate })),
    { input: { currentAccount }, inspect: machineInspector },
  )
  const { accounts, error } = state.context
  const failedToLoad = state.matches('loadFailed')
  const errorText = state.hasTag('error') && error ? translateMessage(messages, error) : null

  useEffect(() => {
    if (errorText) message.error(errorText, { id: 'account-switch.error' })
  }, [errorText])

  // The list, read on every page load, names another current account or role than the session's (an
  // application approved or a role given since login): the session catches up, and the console with it.
  const serverCurrent = accounts.find((account) => account.current)
  const outOfDate =
    serverCurrent !== undefined &&
    (serverCurrent.account !== currentAccount || roleOf(serverCurrent.role) !== currentRole)
  useEffect(() => {
    if (outOfDate) refreshConsoleSession().catch(() => undefined)
  }, [outOfDate])

  const { labelSuffix } = useDesignSystemStrings()
  const label = `${messages.layout.chainAccount}${labelSuffix}${currentAccount ?? messages.layout.noChainAccount}`
  if (failedToLoad) {
    return (
      <Button size="sm" onClick={() => send({ type: 'accountSwitch.retry' })}>
        {`${label} · ${messages.layout.retry}`}
      </Button>
    )
  }
  return (
    <DropdownMenu
      aria-label={messages.layout.switchAccount}
      trigger={
        <Button size="sm" loading={state.hasTag('busy')} disabled={!state.hasTag('busy') && accounts.length === 0}>
          {label}
        </Button>
      }
      items={accounts.map((account) => {
        const isCurrent = account.account === currentAccount
        return {
          key: account.perm_accounts_id,
          label: `${account.account}${messages.punctuation.openParen}${account.bussiness_name}${messages.punctuation.closeParen}${isCurrent ? ` · ${messages.layout.currentAccount}` : ''}`,
          disabled: isCurrent,
          onSelect: () => send({ type: 'accountSwitch.choose', permAccountsId: account.perm_accounts_id }),
        }
      })}
    />
  )
}
