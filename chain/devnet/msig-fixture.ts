import { type PrivateKey } from '@greymass/eosio'
import { freshPrivateKey } from './genesis'
import { type Api } from 'eosjs'
import { apiFor, devAccount, rpcFor, type DevnetAddress } from './test-support.ts'

const TAPOS = { blocksBehind: 3, expireSeconds: 30 }
export const MSIG = 'eosio.msig'
export const BOARD = 'feeboard'
export const APPROVERS = ['approver1', 'approver2', 'approver3'] as const
export type Approver = (typeof APPROVERS)[number]

interface AuthorityJson {
  threshold: number
  keys: { key: string; weight: number }[]
  accounts: { permission: { actor: string; permission: string }; weight: number }[]
  waits: never[]
}

function keyAuthority(key: PrivateKey): AuthorityJson {
  return { threshold: 1, keys: [{ key: key.toPublic().toLegacyString(), weight: 1 }], accounts: [], waits: [] }
}

const active = (actor: string) => [{ actor, permission: 'active' }]

/**
 * A 2-of-3 account for multisig tests: `feeboard@active` is satisfied by any two of approver1..3@active and is
 * registered as an operator, so it may change fees; `outsider` is an account nobody asked to approve.
 * `devnet()` is read on every call, so a test may restart the devnet underneath.
 */
export class FeeBoard {
  private readonly keys = new Map<string, PrivateKey>()
  private proposals = 0

  private constructor(private readonly devnet: () => DevnetAddress) {}

  static async create(devnet: () => DevnetAddress): Promise<FeeBoard> {
    const board = new FeeBoard(devnet)
    await board.setUp()
    return board
  }

  private async setUp(): Promise<void> {
    const devnet = this.devnet()
    const system = apiFor(devnet, [devAccount(devnet, 'eosio').private_key])
    for (const account of [...APPROVERS, BOARD, 'outsider']) this.keys.set(account, freshPrivateKey())
    const newAccount = (name: string, activeAuthority: AuthorityJson) => ({
      account: 'eosio',
      name: 'newaccount',
      authorization: active('eosio'),
      data: { creator: 'eosio', name, owner: keyAuthority(this.key(name)), active: activeAuthority },
    })
    await system.transact(
      {
        actions: [
          ...[...APPROVERS, 'outsider'].map((name) => newAccount(name, keyAuthority(this.key(name)))),
          newAccount(BOARD, {
            threshold: 2,
            keys: [],
            accounts: APPROVERS.map((actor) => ({ permission: { actor, permission: 'active' }, weight: 1 })),
            waits: [],
          }),
        ],
      },
      TAPOS,
    )
    const contract = devnet.contractAccount
    await apiFor(devnet, [devAccount(devnet, contract).private_key]).transact(
      {
        actions: [
          {
            account: contract,
            name: 'operatoradd',
            authorization: active(contract),
            data: { sender: contract, account: BOARD, account_name: 'fee board', account_did: '', leader_did: '' },
          },
        ],
      },
      TAPOS,
    )
  }

  key(account: string): PrivateKey {
    const key = this.keys.get(account)
    if (!key) throw new Error(`no key for ${account}`)
    return key
  }

  private api(account: string): Api {
    return apiFor(this.devnet(), [this.key(account).toWif()])
  }

  /** Proposes, as approver1, that feeboard sets the fee of `mint` (business type 1); answers the proposal name. */
  async proposeFee(fee: number, options: { expiresInSeconds?: number; requested?: string[] } = {}): Promise<string> {
    this.proposals += 1
    const proposalName = `fee${'abcdefghijklmnopqrstuvwxyz'[this.proposals] ?? 'z'}`
    const api = this.api('approver1')
    const actions = await api.serializeActions([
      {
        account: this.devnet().contractAccount,
        name: 'setfee',
        authorization: active(BOARD),
        data: { sender: BOARD, business_type: 1, func_name: 'mint', value: fee },
      },
    ])
    const info = await rpcFor(this.devnet()).get_info()
    const headMs = Date.parse(`${info.head_block_time}Z`)
    const expiration = new Date(headMs + (options.expiresInSeconds ?? 24 * 3600) * 1000).toISOString().slice(0, 19)
    await api.transact(
      {
        actions: [
          {
            account: MSIG,
            name: 'propose',
            authorization: active('approver1'),
            data: {
              proposer: 'approver1',
              proposal_name: proposalName,
              requested: (options.requested ?? APPROVERS).map((actor) => ({ actor, permission: 'active' })),
              trx: {
                expiration,
                ref_block_num: 0,
                ref_block_prefix: 0,
                max_net_usage_words: 0,
                max_cpu_usage_ms: 0,
                delay_sec: 0,
                context_free_actions: [],
                actions,
                transaction_extensions: [],
              },
            },
          },
        ],
      },
      TAPOS,
    )
    return proposalName
  }

  /** Sends `eosio.msig::<name>` signed by `signer`; answers the push result. */
  msigAction(signer: string, name: string, data: Record<string, unknown>): Promise<unknown> {
    return this.api(signer).transact({ actions: [{ account: MSIG, name, authorization: active(signer), data }] }, TAPOS)
  }

  approve(approver: Approver, proposalName: string): Promise<unknown> {
    return this.msigAction(approver, 'approve', {
      proposer: 'approver1',
      proposal_name: proposalName,
      level: { actor: approver, permission: 'active' },
    })
  }

  unapprove(approver: Approver, proposalName: string): Promise<unknown> {
    return this.msigAction(approver, 'unapprove', {
      proposer: 'approver1',
      proposal_name: proposalName,
      level: { actor: approver, permission: 'active' },
    })
  }

  exec(proposalName: string, executer = 'approver3'): Promise<unknown> {
    return this.msigAction(executer, 'exec', { proposer: 'approver1', proposal_name: proposalName, executer })
  }

  cancel(proposalName: string, canceler = 'approver1'): Promise<unknown> {
    return this.msigAction(canceler, 'cancel', { proposer: 'approver1', proposal_name: proposalName, canceler })
  }
}
