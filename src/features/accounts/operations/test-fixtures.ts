import { AccountType } from '@/api/primitives'
import type { AccountApplication } from '@/api/system'

/** A pending key-reset application (spec §4 "reset a forgotten key"), for the stories and tests of its review. */
export function pendingResetApplication(fields: Partial<AccountApplication> = {}): AccountApplication {
  return {
    apply_id: '9001',
    apply_type: 'reset_key',
    user_name: 'forgetful',
    account: 'useralpha111',
    type: AccountType.Custodial,
    public_key: `EOS${'7'.repeat(50)}`,
    chain_info_id: '1',
    bussiness_name: '',
    remark: '',
    state: 'pending',
    reason: '',
    create_time: '2026-11-23 10:00:00',
    review_time: null,
    reviewer: null,
    ...fields,
  }
}
