import {
  ActiveState,
  AccountType,
  BusinessType,
  Role,
  type ChargeableFunction,
  type NftActionName,
} from '@/api/primitives'
import { DEMO_LOGINS, DEMO_PUBLIC_KEY } from './demo-logins'
import { hashPassword } from './passwords'
import { creditPoints } from './points'
import { createRandom, FIXTURE_EPOCH, formatTime, type Random } from './random'
import type { ApplicationRecord, ChainAccountRecord, CollectibleRecord, Store, UserRecord } from './types'

/** The seed of every fixture: change it and every screenshot changes. */
const SEED = 20260105
export const CONTRACT_ACCOUNT = 'ddccontract'
const NAME_ALPHABET = 'abcdefghijklmnopqrstuvwxyz12345'
const PLATFORM_NAMES = ['星河数藏', '长安文创', '云间艺术', '海潮藏馆', '青禾数字'] as const
const OPERATOR_BUSINESS = '数藏运营中心'
const SUBJECTS = [
  '敦煌飞天',
  '青花瓷韵',
  '山海经·应龙',
  '长城晨曦',
  '兰亭序',
  '千里江山',
  '神鹿',
  '凤鸣岐山',
  '星际远航',
  '锦鲤',
  '故宫角楼',
  '赛博熊猫',
  '丝路驼铃',
  '西湖雪景',
  '龙门石窟',
]
const SECONDS = 1000

interface Clock {
  tick(minSeconds: number, maxSeconds: number): string
}

function createClock(random: Random, start: number): Clock {
  let now = start
  return {
    tick(minSeconds, maxSeconds) {
      now += random.int(minSeconds, maxSeconds) * SECONDS
      return formatTime(new Date(now))
    },
  }
}

export function buildFixtures(): Store {
  const random = createRandom(SEED)
  const clock = createClock(random, FIXTURE_EPOCH)
  let nextId = 1000
  const id = () => String((nextId += 1))
  let block = 1_200_000
  const usedNames = new Set<string>([CONTRACT_ACCOUNT])

  function accountName(prefix = ''): string {
    for (;;) {
      const name = prefix + random.chars(NAME_ALPHABET, 12 - prefix.length)
      if (!usedNames.has(name)) {
        usedNames.add(name)
        return name
      }
    }
  }

  const store: Store = {
    chains: [
      { chain_info_id: '1', chain_type: 'Antelope 开发链' },
      { chain_info_id: '2', chain_type: 'Antelope 测试网' },
    ],
    contracts: [
      {
        chain_info_id: '1',
        chain_type: 'Antelope 开发链',
        chain_rpc: 'http://127.0.0.1:8888',
        chain_id: 'a'.repeat(8) + random.hex(56),
        contract_account: CONTRACT_ACCOUNT,
        contract_name: '数字藏品合约',
      },
      {
        chain_info_id: '2',
        chain_type: 'Antelope 测试网',
        chain_rpc: 'https://testnet.example.invalid',
        chain_id: random.hex(64),
        contract_account: CONTRACT_ACCOUNT,
        contract_name: '数字藏品合约',
      },
    ],
    users: [],
    accounts: [],
    applications: [],
    audit: [],
    indexedTransactions: new Set(),
    createdAccounts: new Map(),
    bindChallenges: new Map(),
    keyVersions: [],
    collectibles: [],
    transfers: [],
    approvals: [],
    feeRules: [],
    balances: new Map(),
    managers: new Set(),
    recharges: [],
    charges: [],
    ledger: [],
    sessions: new Map(),
    captchas: new Map(),
    sequence: { id: 0, block: 0, clock: 0 },
  }

  function addUser(user_name: string, password: string, passphraseSet: boolean): UserRecord {
    const salt = random.hex(16)
    const user: UserRecord = {
      user_id: id(),
      user_name,
      phone: `1${random.pick(['38', '39', '58', '86', '77'])}${random.int(10_000_000, 99_999_999)}`,
      password_salt: salt,
      password_hash: hashPassword(password, salt),
      create_time: clock.tick(600, 7200),
      current_account_id: null,
      passphrase_check: passphraseSet ? { demo: 'passphrase-check' } : null,
    }
    store.users.push(user)
    return user
  }

  function addAccount(
    user: UserRecord,
    fields: Pick<ChainAccountRecord, 'account' | 'type' | 'role' | 'bussiness_name' | 'platform'>,
  ): ChainAccountRecord {
    const custodialKeyStored = fields.type === AccountType.Custodial && user.passphrase_check !== null
    const record: ChainAccountRecord = {
      perm_accounts_id: id(),
      user_id: user.user_id,
      operator_state: ActiveState.Enabled,
      platform_state: ActiveState.Enabled,
      public_key: DEMO_PUBLIC_KEY,
      chain_info_id: '1',
      apply_id: null,
      create_time: clock.tick(60, 3600),
      encrypted_private_key: custodialKeyStored ? { demo: 'private-key' } : null,
      ...fields,
    }
    usedNames.add(record.account)
    store.accounts.push(record)
    user.current_account_id ??= record.perm_accounts_id
    return record
  }

  // ---- operator, platforms, users ----
  const operatorUser = addUser(DEMO_LOGINS.operator.user_name, DEMO_LOGINS.operator.password, true)
  const operator = addAccount(operatorUser, {
    account: 'ddcoperator1',
    type: AccountType.Custodial,
    role: Role.Operator,
    bussiness_name: OPERATOR_BUSINESS,
    platform: null,
  })
  // The demo operator's first account is a contract manager (setaccrole); its second is not.
  store.managers.add(operator.account)
  addAccount(operatorUser, {
    account: 'ddcoperator2',
    type: AccountType.NonCustodial,
    role: Role.Operator,
    bussiness_name: OPERATOR_BUSINESS,
    platform: null,
  })

  const platformUser = addUser(DEMO_LOGINS.platform.user_name, DEMO_LOGINS.platform.password, true)
  const platforms: ChainAccountRecord[] = [
    addAccount(platformUser, {
      account: 'ddcplatform1',
      type: AccountType.Custodial,
      role: Role.Platform,
      bussiness_name: PLATFORM_NAMES[0],
      platform: 'ddcplatform1',
    }),
  ]
  addAccount(platformUser, {
    account: 'ddcplatform2',
    type: AccountType.NonCustodial,
    role: Role.Platform,
    bussiness_name: PLATFORM_NAMES[0],
    platform: 'ddcplatform1',
  })
  PLATFORM_NAMES.slice(1).forEach((business, index) => {
    const user = addUser(`platform_${index + 2}`, DEMO_LOGINS.platform.password, true)
    const name = `ddcplatfor${index + 2}${random.pick(['a', 'b', 'c'])}`
    platforms.push(
      addAccount(user, {
        account: name,
        type: AccountType.Custodial,
        role: Role.Platform,
        bussiness_name: business,
        platform: name,
      }),
    )
  })

  const demoUser = addUser(DEMO_LOGINS.user.user_name, DEMO_LOGINS.user.password, false)
  const holders: ChainAccountRecord[] = [
    addAccount(demoUser, {
      account: 'ddcuser11111',
      type: AccountType.Custodial,
      role: 0,
      bussiness_name: PLATFORM_NAMES[0],
      platform: 'ddcplatform1',
    }),
  ]
  addUser(DEMO_LOGINS.newcomer.user_name, DEMO_LOGINS.newcomer.password, false)

  for (let index = 1; index <= 24; index += 1) {
    const user = addUser(`user_${String(index).padStart(2, '0')}`, DEMO_LOGINS.user.password, random.chance(0.6))
    const platform = random.pick(platforms)
    const count = random.chance(0.3) ? 2 : 1
    for (let n = 0; n < count; n += 1) {
      holders.push(
        addAccount(user, {
          account: accountName(),
          type: random.chance(0.7) ? AccountType.Custodial : AccountType.NonCustodial,
          role: 0,
          bussiness_name: platform.bussiness_name,
          platform: platform.account,
        }),
      )
    }
  }
  // A few frozen accounts, so freeze/unfreeze screens have both states.
  for (const frozen of holders.slice(3, 6)) frozen.platform_state = ActiveState.Frozen
  const lastPlatform = platforms[platforms.length - 1]
  if (lastPlatform) lastPlatform.operator_state = ActiveState.Frozen

  // ---- billing points: fee rules, recharges, distributions, fees ----
  // The mock keeps its original nine rules; the contract's other charged functions have none here.
  const feeValues: Partial<Record<ChargeableFunction, [number, number]>> = {
    mint: [10, 6],
    mintbatch: [50, 30],
    transfer: [2, 1],
    batchtrans: [10, 5],
    approve: [1, 1],
    approvebatch: [1, 1],
    approvalall: [1, 1],
    delapproval: [1, 1],
    seturi: [1, 1],
    freeze: [1, 1],
    unfreeze: [1, 1],
    burn: [1, 1],
    burnbatch: [5, 3],
  }
  const ruleTime = clock.tick(60, 600)
  for (const business_type of [BusinessType.SingleCopy, BusinessType.MultiCopy]) {
    for (const [func_name, values] of Object.entries(feeValues) as [ChargeableFunction, [number, number]][]) {
      store.feeRules.push({
        business_type,
        func_name,
        value: String(business_type === BusinessType.SingleCopy ? values[0] : values[1]),
        update_time: ruleTime,
      })
    }
  }

  function txHash() {
    return random.hex(64)
  }
  function ledgerLine(
    account: string,
    type: Store['ledger'][number]['type'],
    change: number,
    counterparty: string,
    func_name: ChargeableFunction | null,
    tx_hash: string,
    time: string,
  ) {
    const balance = creditPoints(store, account, change, time)
    store.ledger.push({
      id: id(),
      account,
      type,
      change: change >= 0 ? `+${change}` : String(change),
      balance_after: String(balance),
      counterparty,
      func_name,
      tx_hash,
      create_time: time,
    })
  }
  function move(
    kind: 'recharge' | 'self_recharge' | 'distribution',
    from: string,
    to: string,
    value: number,
    memo: string,
  ) {
    const time = clock.tick(300, 5400)
    const hash = txHash()
    store.recharges.push({ id: id(), kind, from, to, value: String(value), memo, tx_hash: hash, create_time: time })
    if (kind === 'self_recharge') {
      ledgerLine(to, 'self_recharge', value, from, null, hash, time)
    } else {
      ledgerLine(from, kind === 'recharge' ? 'recharge' : 'distribution_out', -value, to, null, hash, time)
      ledgerLine(to, kind === 'recharge' ? 'recharge' : 'distribution_in', value, from, null, hash, time)
    }
  }
  move('self_recharge', operator.account, operator.account, 2_000_000, '初始积分')
  for (const platform of platforms)
    move('recharge', operator.account, platform.account, random.int(20, 80) * 1000, '平台积分充值')
  for (const holder of holders.slice(0, 16)) {
    const platform = holder.platform ?? platforms[0]?.account ?? operator.account
    move('distribution', platform, holder.account, random.int(1, 20) * 100, '积分分配')
  }

  // ---- collectibles with provenance ----
  const contract = CONTRACT_ACCOUNT
  function record(
    nft: CollectibleRecord,
    action_name: NftActionName,
    sender: string,
    from: string,
    to: string,
    amountMoved: string,
    data: Record<string, unknown>,
  ) {
    block += random.int(3, 400)
    const time = clock.tick(30, 900)
    const history = {
      history_id: id(),
      business_type: nft.business_type,
      nft_id: nft.nft_id,
      tx_hash: txHash(),
      create_time: time,
      sender,
      from,
      to,
      action_name,
      amount: amountMoved,
      contract_name: contract,
      raw_data: JSON.stringify(data),
      block_number: String(block),
      block_hash: random.hex(64),
      actions: [{ create_time: time, action_name, sender, contract_name: contract, raw_data: JSON.stringify(data) }],
    }
    store.transfers.push(history)
    store.indexedTransactions.add(history.tx_hash)
    return history
  }
  function charge(
    account: string,
    business_type: BusinessType,
    func_name: ChargeableFunction,
    tx_hash: string,
    time: string,
  ) {
    const [single, multi] = feeValues[func_name] ?? [0, 0]
    const value = business_type === BusinessType.SingleCopy ? single : multi
    store.charges.push({
      id: id(),
      account,
      business_type,
      func_name,
      value: String(value),
      tx_hash,
      create_time: time,
    })
    ledgerLine(account, 'fee', -value, contract, func_name, tx_hash, time)
  }

  function mintCollectibles(business_type: BusinessType, count: number) {
    for (let index = 0; index < count; index += 1) {
      const platform = random.pick(platforms)
      const localHolders = holders.filter((holder) => holder.platform === platform.account)
      const nftNumber =
        business_type === BusinessType.SingleCopy
          ? 1_000_000_000_000 + index * 7 + 3
          : 2_000_000_000_000 + index * 11 + 5
      const supply = business_type === BusinessType.SingleCopy ? 1 : random.int(10, 500)
      const subject = random.pick(SUBJECTS)
      const base: CollectibleRecord = {
        nft_id: String(nftNumber),
        erc_info_id: id(),
        chain_info_id: '1',
        chain_type: 'Antelope 开发链',
        business_type,
        supply: String(supply),
        nft_uri: `https://assets.ddc-demo.example/${business_type === BusinessType.SingleCopy ? '721' : '1155'}/${nftNumber}.png`,
        nft_memo: `${subject} #${String(index + 1).padStart(3, '0')} · ${platform.bussiness_name}`,
        owner: platform.account,
        create_time: '',
        state: ActiveState.Enabled,
        approved: '',
        amount: String(supply),
        tx_hash: '',
        platform: platform.account,
      }
      const firstOwner =
        localHolders.length > 0 && random.chance(0.7) ? random.pick(localHolders).account : platform.account
      const mint = record(base, 'mint', platform.account, '', firstOwner, String(supply), {
        sender: platform.account,
        to: firstOwner,
        amount: String(supply),
        nft_uri: base.nft_uri,
        business_type,
        memo: base.nft_memo,
      })
      charge(platform.account, business_type, 'mint', mint.tx_hash, mint.create_time)
      base.create_time = mint.create_time
      base.tx_hash = mint.tx_hash
      base.owner = firstOwner
      const holdings: CollectibleRecord[] = [base]

      const moves = random.int(0, 3)
      for (let step = 0; step < moves; step += 1) {
        const source = holdings[holdings.length - 1] ?? base
        const target = random.pick(holders).account
        if (target === source.owner) continue
        const moved =
          business_type === BusinessType.SingleCopy
            ? 1
            : random.int(1, Math.max(1, Math.floor(Number(source.amount) / 2)))
        if (random.chance(0.25)) {
          const approval = record(source, 'approve', source.owner, source.owner, target, '0', {
            sender: source.owner,
            to: target,
            nft_id: source.nft_id,
            approved: true,
            business_type,
          })
          store.approvals.push({
            history_id: approval.history_id,
            nft_id: source.nft_id,
            business_type,
            owner: source.owner,
            to: target,
            approved: true,
            tx_hash: approval.tx_hash,
            create_time: approval.create_time,
          })
          source.approved = target
        }
        const transfer = record(source, 'transfer', source.owner, source.owner, target, String(moved), {
          sender: source.owner,
          from: source.owner,
          to: target,
          nft_id: source.nft_id,
          amount: String(moved),
          memo: '',
          business_type,
        })
        charge(platform.account, business_type, 'transfer', transfer.tx_hash, transfer.create_time)
        if (business_type === BusinessType.SingleCopy) {
          source.owner = target
          source.approved = ''
        } else {
          source.amount = String(Number(source.amount) - moved)
          holdings.push({
            ...source,
            erc_info_id: id(),
            owner: target,
            amount: String(moved),
            approved: '',
            create_time: transfer.create_time,
          })
        }
      }
      for (const holding of holdings) {
        if (random.chance(0.06)) {
          const freeze = record(holding, 'freeze', platform.account, holding.owner, holding.owner, holding.amount, {
            nft_id: holding.nft_id,
            business_type,
          })
          charge(platform.account, business_type, 'freeze', freeze.tx_hash, freeze.create_time)
          holding.state = ActiveState.Frozen
        }
        store.collectibles.push(holding)
      }
    }
  }
  mintCollectibles(BusinessType.SingleCopy, 300)
  mintCollectibles(BusinessType.MultiCopy, 150)

  // ---- chain account applications ----
  const applicants = store.users.filter((user) => user.user_name.startsWith('user_'))
  applicants.slice(0, 18).forEach((user, index) => {
    const state = index < 9 ? 'pending' : index < 15 ? 'approved' : 'rejected'
    const platform = random.pick(platforms)
    const created = clock.tick(600, 7200)
    const application: ApplicationRecord = {
      apply_id: id(),
      apply_type: index === 8 ? 'reset_key' : 'create_account',
      user_id: user.user_id,
      user_name: user.user_name,
      account: accountName(),
      type: AccountType.Custodial,
      public_key: DEMO_PUBLIC_KEY,
      chain_info_id: '1',
      bussiness_name: platform.bussiness_name,
      remark: index % 3 === 0 ? '申请开通托管链账户' : '',
      state,
      reason: state === 'rejected' ? '资料不完整' : '',
      create_time: created,
      review_time: state === 'pending' ? null : clock.tick(600, 7200),
      reviewer: state === 'pending' ? null : random.pick([operator.account, platform.account]),
      encrypted_private_key: null,
    }
    store.applications.push(application)
    // The audit rows the server would have written for the application and its review.
    store.audit.push({
      audit_id: id(),
      user_id: user.user_id,
      actor_account: null,
      account: application.account,
      operation: application.apply_type === 'reset_key' ? 'apply_reset_key' : 'apply_account',
      tx_id: null,
      failed: false,
      detail: '',
      create_time: created,
    })
    const reviewer = store.accounts.find((account) => account.account === application.reviewer)
    if (reviewer && application.review_time) {
      // Same draws as before the indexed set existed: the seeded fixtures after it stay as they were.
      const reviewTx = state === 'approved' ? random.hex(64) : null
      if (reviewTx) store.indexedTransactions.add(reviewTx)
      store.audit.push({
        audit_id: id(),
        user_id: reviewer.user_id,
        actor_account: reviewer.account,
        account: application.account,
        operation: state === 'approved' ? 'approve_application' : 'reject_application',
        tx_id: reviewTx,
        failed: false,
        detail: state === 'approved' ? application.apply_type : application.reason,
        create_time: application.review_time,
      })
    }
  })

  store.sequence = { id: nextId, block, clock: Date.parse(`${clock.tick(60, 60).replace(' ', 'T')}Z`) }
  return store
}
