/**
 * Tests only: the signed-in user applies for a chain account and the operator approves it, through the mock
 * backend's endpoints (which answer as the server does: the account becomes current for a user who had none).
 */
import { DEMO_LOGINS, getStore } from '@mocks/handlers'
import { createTestSession } from '@mocks/test-client'
import { endpoints } from '@/api/endpoints'
import { callApi } from '@/lib/api-client'

const PUBLIC_KEY = 'EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV'
export const NEW_ACCOUNT = 'newcomeracc1'

/** The signed-in newcomer applies for an account; the operator approves it (the mock, as the server does). */
export async function applyAndApprove(): Promise<void> {
  const { apply_id } = await callApi(endpoints.applyAccount, {
    account: NEW_ACCOUNT,
    type: 1,
    public_key: PUBLIC_KEY,
    chain_info_id: '1',
    bussiness_name: '星河数藏',
  })
  const operator = createTestSession()
  await operator.login(DEMO_LOGINS.operator.user_name, DEMO_LOGINS.operator.password)
  const { account: creator } = await operator.api.callApi(endpoints.managerRights, {})
  // The operator's newaccount of the name, as the indexer would have it.
  getStore().createdAccounts.set(NEW_ACCOUNT, {
    creator: creator ?? '',
    public_key: PUBLIC_KEY,
    tx_hash: 'c'.repeat(64),
  })
  await operator.api.callApi(endpoints.reviewApplication, { apply_id, approved: true, tx_id: 'c'.repeat(64) })
}
