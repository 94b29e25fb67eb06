import { type JsonRpc } from 'eosjs/dist/eosjs-jsonrpc'
import { type Api } from 'eosjs/dist/eosjs-api'
import { planAccountStateChange, type AccountStateChange } from './account-state'
import { ChainError, toChainError } from './errors'
import { waitForInclusion, type InclusionResult, type WaitForInclusionOptions } from './inclusion'
import { managerActionBuilder } from './manager-actions'
import {
  msigActionBuilder,
  proposalExpiration,
  proposeAction,
  type ProposalRef,
  type ProposeInput,
  type SerializedAction,
} from './msig-actions'
import { nftActionBuilder } from './nft-actions'
import {
  createAccountActions,
  resetKeyActions,
  type AccountPermission,
  type CreateAccountInput,
} from './system-actions'
import type { NewAccountResources } from './new-account-resources'
import {
  readTableRows,
  toAccountRow,
  toBalanceRow,
  toContractConfigRow,
  toCrossApprovalRow,
  toFeeRuleRow,
  toFuncPermRow,
  toNftBalanceRow,
  toNftRow,
  toUserApprovalRow,
  type AccountRow,
  type BalanceRow,
  type ContractConfigRow,
  type CrossApprovalRow,
  type FeeRuleRow,
  type FuncPermRow,
  type NftBalanceRow,
  type NftRow,
  type TableQuery,
  type TableRows,
  type UserApprovalRow,
} from './tables'
import { createReadingApi, createRpc, createSigningApi, sendActions } from './transport'
import { type ChainAction, type ChainSigner, type ChainTxResult, type FetchFunction } from './types'

export interface ChainClientOptions {
  /** A nodeos-compatible HTTP API, e.g. `http://127.0.0.1:8888`. */
  rpcUrl: string
  /** The account the collectibles contract is deployed on. */
  contractAccount: string
  /** Who signs. Without it the client only reads. */
  signer?: ChainSigner
  /** Config HAS_SYSTEM_CONTRACTS (true or 'true'): account creation then buys RAM and stakes bandwidth. */
  hasSystemContracts?: boolean | string
  /** Config BUY_RAM_QUANT / STAKE_* for new accounts (newAccountResourcesFrom); the built-in defaults otherwise. */
  newAccountResources?: NewAccountResources
  fetch?: FetchFunction
}

/** A chain account as get_account reports it (the parts the console uses). */
export interface ChainAccountInfo {
  account_name: string
  created: string
  permissions: AccountPermission[]
  ram_quota: number
  ram_usage: number
}

type TableReadQuery = Omit<TableQuery, 'table' | 'code'>

/**
 * The console's only door to the chain. Operation inputs use the spec's field names; each write signs
 * with the signer's `owner` permission unless `permission` is given, refuses a recipient equal to the
 * signer before signing, and fails with a ChainError whose `code` is a `chainErrors` catalogue key.
 */
export function createChainClient(options: ChainClientOptions) {
  const rpc: JsonRpc = createRpc(options.rpcUrl, options.fetch)
  const contractAccount = options.contractAccount
  const signer = options.signer
  let api: Api | undefined

  const requireSigner = (): ChainSigner => {
    if (!signer) throw new ChainError('privateKeyInvalid', { detail: 'no signer' })
    return signer
  }
  const signingApi = (): Api => {
    api ??= createSigningApi(rpc, requireSigner())
    return api
  }
  const send = (actions: ChainAction[]): Promise<ChainTxResult> => sendActions(signingApi(), actions)
  /** Builds the actions first: input checks (same recipient, bad ids) fail before any key is touched. */
  const sendBuilt = async (build: () => ChainAction | ChainAction[]): Promise<ChainTxResult> => {
    const built = build()
    return send(Array.isArray(built) ? built : [built])
  }

  const sender = signer?.account ?? ''
  const nft = nftActionBuilder(contractAccount, sender)
  const manager = managerActionBuilder(contractAccount, sender)
  type Nft = typeof nft
  type Manager = typeof manager
  const nftOperation =
    <K extends keyof Nft>(name: K) =>
    (input: Parameters<Nft[K]>[0]): Promise<ChainTxResult> =>
      sendBuilt(() => {
        requireSigner()
        return (nft[name] as (value: Parameters<Nft[K]>[0]) => ChainAction)(input)
      })
  const managerOperation =
    <K extends keyof Manager>(name: K) =>
    (input: Parameters<Manager[K]>[0]): Promise<ChainTxResult> =>
      sendBuilt(() => {
        requireSigner()
        return (manager[name] as (value: Parameters<Manager[K]>[0]) => ChainAction)(input)
      })

  const readRows = async <Row>(
    table: string,
    toRow: (row: unknown) => Row,
    query: TableReadQuery = {},
  ): Promise<TableRows<Row>> => {
    const result = await readTableRows(rpc, contractAccount, { ...query, table })
    return { ...result, rows: result.rows.map(toRow) }
  }

  const getAccount = async (name: string): Promise<ChainAccountInfo> => {
    try {
      return (await rpc.get_account(name)) as unknown as ChainAccountInfo
    } catch (error) {
      const chainError = toChainError(error)
      // nodeos answers an unknown account with a generic "unknown key" exception.
      throw chainError.code === 'unknown'
        ? new ChainError('accountNotFound', { detail: chainError.detail, chainErrorName: chainError.chainErrorName })
        : chainError
    }
  }

  return {
    contractAccount,
    /** The signing account ('' when read-only). */
    account: sender,
    rpc,

    // Collectibles (product-spec §3 "Chain operation inputs")
    mint721: nftOperation('mint721'),
    mint1155: nftOperation('mint1155'),
    mintBatch721: nftOperation('mintBatch721'),
    mintBatch1155: nftOperation('mintBatch1155'),
    transfer721: nftOperation('transfer721'),
    transferBatch721: nftOperation('transferBatch721'),
    transfer1155: nftOperation('transfer1155'),
    transferBatch1155: nftOperation('transferBatch1155'),
    freeze: nftOperation('freeze'),
    unfreeze: nftOperation('unfreeze'),
    burn: nftOperation('burn'),
    burnbatch: nftOperation('burnbatch'),
    approve: nftOperation('approve'),
    approveBatch: nftOperation('approveBatch'),
    approvalAll: nftOperation('approvalAll'),
    deleteApproval: nftOperation('deleteApproval'),
    setUri: nftOperation('setUri'),

    // Manager and billing actions
    operatorAdd: managerOperation('operatorAdd'),
    updateAccountState: managerOperation('updateAccountState'),
    addFunctionPermission: managerOperation('addFunctionPermission'),
    deleteFunctionPermission: managerOperation('deleteFunctionPermission'),
    crossApprove: managerOperation('crossApprove'),
    setPlatform: managerOperation('setPlatform'),
    setFee: managerOperation('setFee'),
    deleteFee: managerOperation('deleteFee'),
    deleteBusinessType: managerOperation('deleteBusinessType'),
    recharge: managerOperation('recharge'),
    selfRecharge: managerOperation('selfRecharge'),
    settlement: managerOperation('settlement'),

    /**
     * Freezes or unfreezes an account the way §4 says (see planAccountStateChange), in one transaction.
     * Resolves to null when the account is already in the wanted state.
     */
    async changeAccountState(change: Omit<AccountStateChange, 'sender'>): Promise<ChainTxResult | null> {
      const actions = planAccountStateChange({ ...change, sender: requireSigner().account }).map(
        ({ sender: _sender, ...data }) => manager.updateAccountState(data),
      )
      return actions.length === 0 ? null : send(actions)
    },

    // Accounts
    /** newaccount (+ buyram, delegatebw with system contracts) + operatoradd, signed by the signer as creator. */
    createAccount(
      input: Omit<CreateAccountInput, 'hasSystemContracts'> & { hasSystemContracts?: boolean },
    ): Promise<ChainTxResult> {
      return sendBuilt(() =>
        createAccountActions(contractAccount, requireSigner().account, {
          ...options.newAccountResources,
          ...input,
          hasSystemContracts:
            input.hasSystemContracts ?? (options.hasSystemContracts === true || options.hasSystemContracts === 'true'),
        }),
      )
    },
    /** Forgotten password: every permission of `account` gets `newPublicKey` (signed by the account's creator). */
    async resetAccountKey(input: { account: string; newPublicKey: string }): Promise<ChainTxResult> {
      requireSigner()
      const info = await getAccount(input.account)
      return send(resetKeyActions(input.account, input.newPublicKey, info.permissions))
    },
    getAccount,

    // Reads
    getInfo: async () => {
      try {
        return await rpc.get_info()
      } catch (error) {
        throw toChainError(error)
      }
    },
    /** Raw rows of a contract table; a limit of 0 or less reads 20. */
    getTableRows: (query: TableQuery): Promise<TableRows<unknown>> => readTableRows(rpc, contractAccount, query),
    readAccounts: (query?: TableReadQuery): Promise<TableRows<AccountRow>> =>
      readRows('s21account', toAccountRow, query),
    readBalances: (query?: TableReadQuery): Promise<TableRows<BalanceRow>> =>
      readRows('s21balance', toBalanceRow, query),
    readFeeRules: (query?: TableReadQuery): Promise<TableRows<FeeRuleRow>> => readRows('feerules', toFeeRuleRow, query),
    readFunctionPermissions: (query?: TableReadQuery): Promise<TableRows<FuncPermRow>> =>
      readRows('funcperms', toFuncPermRow, query),
    readNfts: (query?: TableReadQuery): Promise<TableRows<NftRow>> => readRows('nfts', toNftRow, query),
    readNftBalances: (query?: TableReadQuery): Promise<TableRows<NftBalanceRow>> =>
      readRows('nftbalances', toNftBalanceRow, query),
    readUserApprovals: (query?: TableReadQuery): Promise<TableRows<UserApprovalRow>> =>
      readRows('s21userappr', toUserApprovalRow, query),
    readCrossApprovals: (query?: TableReadQuery): Promise<TableRows<CrossApprovalRow>> =>
      readRows('crossappr', toCrossApprovalRow, query),
    /** The contract's settings (the config singleton; its defaults before anything was set). */
    async readContractConfig(): Promise<ContractConfigRow> {
      const { rows } = await readRows('config', toContractConfigRow, { limit: 1 })
      return rows[0] ?? toContractConfigRow({})
    },
    /** One account's row of s21account, or null when it is not registered on the contract. */
    async readAccount(account: string): Promise<AccountRow | null> {
      const { rows } = await readRows('s21account', toAccountRow, {
        lower_bound: account,
        upper_bound: account,
        limit: 1,
      })
      return rows.find((row) => row.account === account) ?? null
    },
    /** One account's billing points (0 when it has no balance row). */
    async readPoints(account: string): Promise<string> {
      const { rows } = await readRows('s21balance', toBalanceRow, {
        lower_bound: account,
        upper_bound: account,
        limit: 1,
      })
      return rows.find((row) => row.account === account)?.points ?? '0'
    },

    /** Waits until the node has the transaction in a block (at most `timeoutMs`, 3 s by default). */
    waitForInclusion(transactionId: string, waitOptions?: WaitForInclusionOptions): Promise<InclusionResult> {
      return waitForInclusion(rpc, transactionId, waitOptions)
    },

    /** Signs and sends prepared actions in one transaction (for flows such as eosio.msig proposals). */
    sendActions: send,

    // Multisig (eosio.msig): the signer proposes, approves or unapproves with its own permission, cancels, executes,
    // invalidates its approvals.
    /** Proposes `actions` (serialized with their contracts' ABIs) to the requested approvers. */
    async propose(input: ProposeInput): Promise<ChainTxResult> {
      const proposer = requireSigner().account
      try {
        const serialized = (await signingApi().serializeActions(input.actions)) as SerializedAction[]
        const info = await rpc.get_info()
        const headMs = Date.parse(`${info.head_block_time}Z`)
        return await send([
          proposeAction(proposer, 'active', {
            proposalName: input.proposalName,
            requested: input.requested,
            actions: serialized,
            expiration: proposalExpiration(headMs, input.expiresInHours),
          }),
        ])
      } catch (error) {
        throw toChainError(error)
      }
    },
    approveProposal: (proposal: ProposalRef) =>
      sendBuilt(() => msigActionBuilder(requireSigner().account, 'active').approve(proposal)),
    unapproveProposal: (proposal: ProposalRef) =>
      sendBuilt(() => msigActionBuilder(requireSigner().account, 'active').unapprove(proposal)),
    cancelProposal: (proposal: ProposalRef) =>
      sendBuilt(() => msigActionBuilder(requireSigner().account, 'active').cancel(proposal)),
    execProposal: (proposal: ProposalRef) =>
      sendBuilt(() => msigActionBuilder(requireSigner().account, 'active').exec(proposal)),
    /** eosio.msig's `invalidate`: voids every approval the signer has given, on every proposal. */
    invalidateApprovals: () => sendBuilt(() => msigActionBuilder(requireSigner().account, 'active').invalidate()),
    /** A proposal's serialized actions decoded with their contracts' ABIs (read from the chain). */
    async decodeProposedActions(actions: SerializedAction[]): Promise<ChainAction[]> {
      try {
        const reader = api ?? createReadingApi(rpc)
        return (await reader.deserializeActions(actions)) as unknown as ChainAction[]
      } catch (error) {
        throw toChainError(error)
      }
    },
  }
}

export type ChainClient = ReturnType<typeof createChainClient>
