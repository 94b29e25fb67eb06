import type { SessionState } from '@/api/system'

/** A logged-in platform user's session state, as `POST /v1/system/getInfo` answers it. */
export const platformSession: SessionState = {
  account: { account: 'platform1111', role: 2, type: 2, perm_accounts_id: '7', pk: `EOS${'6'.repeat(50)}` },
  user: { user_id: '3', user_name: '平台方甲' },
  chain: {
    account: 'ddccontract',
    chain_rpc: 'http://127.0.0.1:8888',
    chain_type: 'Antelope',
    bussiness_name: '数字藏品',
  },
  permissions: ['2'],
}
