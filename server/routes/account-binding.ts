import { randomBytes } from 'node:crypto'
import type { Kysely, Selectable, Transaction } from 'kysely'
import { endpoints } from '@/api/endpoints'
import type { applyAccountRequest } from '@/api/system'
import { keyAmong, recoverBindSigner } from '@/lib/chain/key-proof'
import type * as z from 'zod/mini'
import type { ServerContext } from '../context'
import type { ApplicationsTable, Database } from '../db/schema'
import { ApiFailure, badRequest, conflict } from '../http/failure'
import { hitRateLimit, rateLimits } from '../http/rate-limit'
import { route } from '../http/route'
import { formatTime } from '../http/time'
import { waitForIndexed } from './chain'
import { requireSession } from './scope'

/**
 * Issue 19 item 6: a chain account is bound to a user only on proof that the user holds it.
 * - A new name (`create_account`): the approval completes only when the indexer has the `newaccount` of that
 *   name in the transaction the approver reports, made by the approver, with the applicant's key as owner, in a
 *   block after the indexer's position when the application was made. The chain refuses to create a name that
 *   exists, so that row proves the name was free and that this approval created it: an account older than the
 *   application (the contract's, a genesis account) never qualifies. The name's absence is not asked of the
 *   node at application time: the answer could be stale by approval, and the indexed action needs no trust in
 *   a read made earlier.
 * - An existing account (`bind_account`): the key of the account signs a one-time challenge of the server;
 *   the recovered key must be one of the account's owner or active keys as the chain node reports them.
 */

const CHALLENGE_TTL_MS = 5 * 60 * 1000
/** How long an approval waits for the indexer to reach the reported transaction (the console's timeout is 10 s). */
const CREATION_WAIT_MS = 8000
const NODE_TIMEOUT_MS = 5000

type ApplyInput = z.output<typeof applyAccountRequest>
type Application = Selectable<ApplicationsTable>

/** The public keys of the account's owner and active permissions, or null when the node does not know it. */
async function chainAccountKeys(rpc: string, account: string): Promise<string[] | null> {
  let response: Response
  try {
    response = await fetch(`${rpc.replace(/\/$/, '')}/v1/chain/get_account`, {
      method: 'POST',
      body: JSON.stringify({ account_name: account }),
      signal: AbortSignal.timeout(NODE_TIMEOUT_MS),
    })
  } catch {
    throw new ApiFailure(502, '链节点无响应，请稍后再试')
  }
  if (!response.ok) return null
  const body = (await response.json().catch(() => null)) as {
    permissions?: { perm_name?: string; required_auth?: { keys?: { key?: string }[] } }[]
  } | null
  return (body?.permissions ?? [])
    .filter((permission) => permission.perm_name === 'owner' || permission.perm_name === 'active')
    .flatMap((permission) => permission.required_auth?.keys ?? [])
    .map((entry) => entry.key)
    .filter((key): key is string => typeof key === 'string')
}

/** Spends the user's challenge (once, before it expires) and answers its text. */
async function spendChallenge(db: Kysely<Database>, userId: string, challengeId: string): Promise<string> {
  const spent = await db
    .updateTable('bind_challenges')
    .set({ used_at: new Date() })
    .where('challenge_id', '=', challengeId)
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('challenge')
    .executeTakeFirst()
  if (!spent) throw badRequest('challenge_id: 挑战已失效，请重新获取')
  return spent.challenge
}

/**
 * What an application adds after its checks: for a new name, the indexer's position now; for an existing
 * account, nothing (the proof was checked here, before anyone reviews it).
 */
export async function checkApplicationProof(
  context: ServerContext,
  userId: string,
  input: ApplyInput,
): Promise<{ indexed_block: string | null }> {
  if (input.apply_type === 'create_account') {
    const created = await context.db
      .selectFrom('indexed_new_accounts')
      .select('account')
      .where('account', '=', input.account)
      .executeTakeFirst()
    if (created) throw conflict('链上已存在该账户')
    const cursor = await context.db
      .selectFrom('indexer_cursor')
      .select('block_number')
      .where('chain_info_id', '=', input.chain_info_id)
      .executeTakeFirst()
    return { indexed_block: cursor?.block_number ?? '0' }
  }
  if (input.apply_type !== 'bind_account') return { indexed_block: null }
  const taken = await context.db
    .selectFrom('chain_accounts')
    .select('account')
    .where('account', '=', input.account)
    .where('user_id', 'is not', null)
    .executeTakeFirst()
  if (taken) throw conflict('该链账户已被绑定')
  if (!input.challenge_id || !input.signature) throw badRequest('signature: 绑定已有链账户需要私钥签名')
  const challenge = await spendChallenge(context.db, userId, input.challenge_id)
  const signer = recoverBindSigner(input.signature, input.account, challenge)
  if (signer === null || !keyAmong(signer, [input.public_key])) throw badRequest('signature: 签名与公钥不符')
  const keys = await chainAccountKeys(context.config.chain.rpc, input.account).catch((error: unknown) => {
    context.metrics.chainRpcErrors.inc({ caller: 'account_binding' })
    throw error
  })
  if (keys === null) throw badRequest('account: 链上不存在该账户')
  if (!keyAmong(signer, keys)) throw badRequest('signature: 签名的密钥不属于该链账户')
  return { indexed_block: null }
}

/**
 * Refuses the approval of a new name until the indexer has its newaccount, made by the reviewer in the
 * reported transaction with the applicant's key as owner, after the application (see the module comment).
 */
export async function requireCreatedByApproval(
  db: Kysely<Database> | Transaction<Database>,
  application: Application,
  reviewer: string,
  txId: string | undefined,
): Promise<void> {
  if (!txId) throw badRequest('tx_id: 通过申请需要创建链账户的交易')
  const created = await db
    .selectFrom('indexed_new_accounts')
    .selectAll()
    .where('account', '=', application.account)
    .executeTakeFirst()
  if (!created) throw conflict('交易尚未被索引，请稍后再次通过')
  const after =
    application.indexed_block !== null
      ? BigInt(created.block_number) > BigInt(application.indexed_block)
      : created.block_time > application.create_time
  const ownerKeys = JSON.parse(created.owner_keys) as string[]
  if (
    created.tx_hash !== txId ||
    created.creator !== reviewer ||
    !after ||
    !keyAmong(application.public_key, ownerKeys)
  )
    throw conflict('该交易未创建申请的链账户')
}

/** Waits (briefly) for the reported transaction to be indexed: the approval is sent right after it. */
export async function waitForCreation(db: Kysely<Database>, txId: string | undefined): Promise<void> {
  if (txId) await waitForIndexed(db, txId, CREATION_WAIT_MS)
}

export const accountBindingRoutes = [
  route(endpoints.bindChallenge, async ({ session, context }) => {
    const { user } = requireSession(session)
    await hitRateLimit(context, rateLimits.passphraseByUser, user.user_id)
    const row = {
      challenge_id: randomBytes(16).toString('hex'),
      user_id: user.user_id,
      challenge: randomBytes(32).toString('hex'),
      expires_at: new Date(Date.now() + CHALLENGE_TTL_MS),
    }
    await context.db.insertInto('bind_challenges').values(row).execute()
    // Spent and expired ones are swept now and then.
    if (Math.random() < 0.01)
      await context.db.deleteFrom('bind_challenges').where('expires_at', '<', new Date()).execute()
    return { challenge_id: row.challenge_id, challenge: row.challenge, expire_time: formatTime(row.expires_at) }
  }),
]
