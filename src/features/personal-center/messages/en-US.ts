import type { Widen } from '@/lib/i18n/locale'
import type { zhCN } from './zh-CN'

// The same keys in English (moved from src/lib/i18n/en-US.ts), fetched when en-US is chosen.
export const enUS: Widen<typeof zhCN> = {
  chainKey: {
    status: 'Private key',
    unlocked: 'Unlocked ({account})',
    locked: 'Locked',
    lockNow: 'Lock now',
    lockedNotice: 'The private key is locked: the next chain operation asks for the passphrase again',
    hint: 'An unlocked key stays in this tab only (encrypted across a reload) and locks itself after {minutes} minutes idle, on logout and on account switch.',
    /** Chain accounts: applications, review, /account-manage, its detail page and the audit log (issue 14). */
  },
}
