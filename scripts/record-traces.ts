/**
 * Records the example traces shipped beside each machine (`machines/traces/*.json`) by running the real
 * machines with fake actors and a simulated clock, through the same recorder the app uses.
 *
 *   npm exec -- tsx scripts/record-traces.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  createActor,
  fromCallback,
  fromPromise,
  SimulatedClock,
  waitFor,
  type AnyActorRef,
  type AnyStateMachine,
  type EventObject,
} from 'xstate'
import type { LoginResponse, SessionState, UserChainAccount } from '../src/api/system'
import { loginMachine } from '../src/features/auth/machines/login.machine'
import { sessionRestoreMachine, type SavedLoginRead } from '../src/features/auth/machines/session-restore.machine'
import { accountSwitchMachine } from '../src/features/chain-account/machines/account-switch.machine'
import {
  chainOperationMachine,
  type ChainOperationInput,
  type CheckPointsOutput,
  type ReadChainKeyOutput,
} from '../src/lib/chain-operation/chain-operation.machine'
import {
  passphraseMachine,
  type PassphraseOutput,
  type SaveUpgradedKeysInput,
  type VerifyPassphraseOutput,
} from '../src/lib/chain-operation/passphrase.machine'
import { createTraceRecorder } from '../src/lib/machine-replay/recorder'
import { replayTrace } from '../src/lib/machine-replay/replay'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const noop = () => undefined

interface Scenario {
  file: string
  description: string
  machine: AnyStateMachine
  input?: unknown
  drive: (actor: AnyActorRef, clock: SimulatedClock) => Promise<void>
}

/** Lets fake promise actors settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

const settleOnly = async () => {
  await settle()
}

async function advance(clock: SimulatedClock, ms: number) {
  clock.increment(ms)
  await settle()
}

const session: SessionState = {
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

function chainAccount(id: string, account: string): UserChainAccount {
  return {
    perm_accounts_id: id,
    account,
    type: 2,
    role: 2,
    operator_state: 1,
    platform_state: 1,
    public_key: `EOS${'7'.repeat(50)}`,
    chain_info_id: '1',
    chain_type: 'Antelope',
    bussiness_name: '数字藏品',
    apply_id: null,
    current: id === '7',
  }
}

// ---------- login ----------

function login(options: {
  urlToken?: string | null
  answer?: () => Promise<LoginResponse>
  tokenLogin?: () => Promise<{ token: string }>
  userInfo?: () => Promise<SessionState>
}) {
  return loginMachine.provide({
    actors: {
      readLoginToken: fromPromise(async () => ({ token: options.urlToken ?? null })),
      submitCredentials: fromPromise(options.answer ?? (async () => ({ token: 'session-token', user: session.user }))),
      loginWithToken: fromPromise(options.tokenLogin ?? (async () => ({ token: 'session-token' }))),
      fetchUserInfo: fromPromise(options.userInfo ?? (async () => session)),
    },
    actions: { storeToken: noop, storeSession: noop, clearSession: noop, redirectHome: noop, redirectToLogin: noop },
  })
}

const submitForm = async (actor: AnyActorRef) => {
  await settle()
  actor.send({ type: 'login.submit', account: 'platform', password: 'Passw0rd!' })
  await settle()
}

// ---------- chain operation ----------

const mintInput: ChainOperationInput = {
  operation: 'mint721',
  method: 'mint',
  businessType: 1,
  account: { account: 'platform1111', type: 2, role: 2 },
}

function passphrase(answers: VerifyPassphraseOutput[]) {
  return passphraseMachine.provide({
    actors: {
      verifyPassphrase: fromPromise(async () => answers.shift() ?? { status: 'wrongPassphrase' as const }),
      // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- promise actors without input or output are typed void by XState
      saveUpgradedKeys: fromPromise<void, SaveUpgradedKeysInput>(async () => undefined),
    },
    actions: { keepChainKey: noop, rememberPassphraseDeclined: noop },
  })
}

function chainOperation(options: {
  key?: ReadChainKeyOutput['status']
  points?: Array<CheckPointsOutput | Error>
  send?: () => Promise<{ transactionId: string }>
  indexed?: boolean
  passphraseAnswers?: VerifyPassphraseOutput[]
}) {
  const points = [...(options.points ?? [{ enough: true }])]
  return chainOperationMachine.provide({
    actors: {
      readChainKey: fromPromise(async () => ({ status: options.key ?? 'present' })),
      // The console's dialog runs the passphrase machine; here it is run the same way, answering the operation.
      passphrase: fromPromise<PassphraseOutput, { account: string }>(async ({ input }) => {
        const dialog = createActor(passphrase(options.passphraseAnswers ?? []), { input })
        dialog.start()
        dialog.send({ type: 'passphrase.submit', passphrase: 'my secret passphrase' })
        const done = await waitFor(dialog, (snapshot) => snapshot.status === 'done')
        return done.output ?? { outcome: 'dismissed' }
      }),
      checkPoints: fromPromise(async () => {
        const answer = points.length > 1 ? points.shift() : points[0]
        if (answer === undefined || answer instanceof Error) throw answer ?? new Error('no answer')
        return answer
      }),
      estimateFee: fromPromise(async () => ({ points: '10' })),
      sendTransaction: fromPromise(options.send ?? (async () => ({ transactionId: 'a'.repeat(64) }))),
      waitForIndexing: fromCallback<EventObject, { transactionId: string }>(({ sendBack }) => {
        sendBack({ type: 'indexing.included' })
        if (options.indexed !== false) Promise.resolve().then(() => sendBack({ type: 'indexing.indexed' }), noop)
      }),
    },
  })
}

const startAndConfirm = async (actor: AnyActorRef) => {
  actor.send({ type: 'operation.start', payload: { to: 'user11111111', ddc_uri: 'ipfs://bafy-example', memo: '示例' } })
  await settle()
  actor.send({ type: 'operation.confirm' })
  await settle()
}

const verified: VerifyPassphraseOutput = { status: 'verified', privateKey: '5KExampleKeyThatIsRedacted', upgrade: null }

// ---------- account switch ----------

function accountSwitch(options: { load?: () => Promise<UserChainAccount[]>; change?: () => Promise<SessionState> }) {
  return accountSwitchMachine.provide({
    actors: {
      loadAccounts: fromPromise(
        options.load ?? (async () => [chainAccount('7', 'platform1111'), chainAccount('8', 'platform2222')]),
      ),
      switchAccount: fromPromise(
        options.change ??
          (async () => ({
            ...session,
            account: { account: 'platform2222', role: 2, type: 2, perm_accounts_id: '8', pk: `EOS${'7'.repeat(50)}` },
          })),
      ),
    },
    actions: { clearChainKey: noop, replaceCurrentAccount: noop, redirectHome: noop },
  })
}

const restore = (read: () => Promise<SavedLoginRead>) =>
  sessionRestoreMachine.provide({
    actors: { readSavedLogin: fromPromise(read) },
    actions: { clearSession: noop, redirectToLogin: noop },
  })

const auth = 'src/features/auth/machines/traces'
const chainOps = 'src/lib/chain-operation/traces'
const switching = 'src/features/chain-account/machines/traces'

const scenarios: Scenario[] = [
  {
    file: `${auth}/login.success.json`,
    description: 'Form login: encrypted payload accepted, user info fetched, redirected to /',
    machine: login({}),
    drive: submitForm,
  },
  {
    file: `${auth}/login.wrong-credentials.json`,
    description: 'Array answer: 用户名或密码错误！',
    machine: login({ answer: async () => [] }),
    drive: submitForm,
  },
  {
    file: `${auth}/login.server-error.json`,
    description: "Other failure: the server's data.message is shown",
    machine: login({ answer: async () => Promise.reject({ error_code: 500, data: { message: '账号已被停用' } }) }),
    drive: submitForm,
  },
  {
    file: `${auth}/login.token.json`,
    description: 'Token from the query string: 登录成功',
    machine: login({ urlToken: 'handed-over-token' }),
    drive: settleOnly,
  },
  {
    file: `${auth}/login.token-fallback.json`,
    description: 'Token login fails: back to the form',
    machine: login({ urlToken: 'expired-token', tokenLogin: async () => Promise.reject(new Error('401')) }),
    drive: settleOnly,
  },
  {
    file: `${auth}/login.logout.json`,
    description: 'Login then logout: session storage cleared, back to login',
    machine: login({}),
    drive: async (actor) => {
      await submitForm(actor)
      actor.send({ type: 'login.logout' })
    },
  },
  {
    file: `${auth}/session-restore.restored.json`,
    description: 'Saved login info restores the session',
    machine: restore(async () => ({ status: 'ok', session })),
    drive: settleOnly,
  },
  {
    file: `${auth}/session-restore.corrupted.json`,
    description: 'Corrupted login info: 环境异常,请重新登录, storage cleared',
    machine: restore(async () => ({ status: 'corrupted' })),
    drive: settleOnly,
  },
  {
    file: `${auth}/session-restore.missing.json`,
    description: 'No login info: login invalid or expired',
    machine: restore(async () => ({ status: 'missing' })),
    drive: settleOnly,
  },

  {
    file: `${chainOps}/passphrase.verified.json`,
    description: 'Passphrase verified; a legacy ciphertext is upgraded',
    machine: passphraseMachine.provide({
      actors: {
        verifyPassphrase: fromPromise(async (): Promise<VerifyPassphraseOutput> => ({
          ...verified,
          upgrade: {
            passphraseCheck: 'v2.exampleCheck',
            keys: [{ permAccountsId: '7', ciphertext: 'v2.exampleUpgradedCiphertext' }],
          },
        })),
        // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- promise actors without output are typed void by XState
        saveUpgradedKeys: fromPromise<void, SaveUpgradedKeysInput>(async () => undefined),
      },
      actions: { keepChainKey: noop, rememberPassphraseDeclined: noop },
    }),
    input: { account: 'platform1111' },
    drive: async (actor) => {
      actor.send({ type: 'passphrase.submit', passphrase: 'my secret passphrase' })
      await settle()
    },
  },
  {
    file: `${chainOps}/passphrase.wrong-then-verified.json`,
    description: '密码错误,请重新输入, then the right passphrase',
    machine: passphrase([{ status: 'wrongPassphrase' }, verified]),
    input: { account: 'platform1111' },
    drive: async (actor) => {
      actor.send({ type: 'passphrase.submit', passphrase: 'wrong passphrase' })
      await settle()
      actor.send({ type: 'passphrase.submit', passphrase: 'right passphrase' })
      await settle()
    },
  },
  {
    file: `${chainOps}/passphrase.dismissed.json`,
    description: 'Dialog closed: 您未输入口令密码，无法进行链上操作',
    machine: passphrase([]),
    input: { account: 'platform1111' },
    drive: async (actor) => {
      actor.send({ type: 'passphrase.close' })
    },
  },
  {
    file: `${chainOps}/chain-operation.success.json`,
    description: 'Mint: checks pass, fee shown, confirmed, sent, included and indexed',
    machine: chainOperation({}),
    input: mintInput,
    drive: startAndConfirm,
  },
  {
    file: `${chainOps}/chain-operation.with-passphrase.json`,
    description: 'Key absent: the passphrase dialog unlocks it, then the operation goes on',
    machine: chainOperation({ key: 'absent', passphraseAnswers: [verified] }),
    input: mintInput,
    drive: async (actor) => {
      actor.send({ type: 'operation.start', payload: { to: 'user11111111', ddc_uri: 'ipfs://bafy-example', memo: '' } })
      await settle()
      await settle()
      actor.send({ type: 'operation.confirm' })
      await settle()
    },
  },
  {
    file: `${chainOps}/chain-operation.non-custodial.json`,
    description: '当前链账户为非托管模式,无法进行链上操作',
    machine: chainOperation({}),
    input: { ...mintInput, account: { ...mintInput.account, type: 1 } },
    drive: startAndConfirm,
  },
  {
    file: `${chainOps}/chain-operation.role-refused.json`,
    description: 'Freeze by a visitor: only operator or platform',
    machine: chainOperation({}),
    input: {
      operation: 'freeze',
      method: 'freeze',
      businessType: 1,
      account: { account: 'visitor11111', type: 2, role: 0 },
    },
    drive: startAndConfirm,
  },
  {
    file: `${chainOps}/chain-operation.passphrase-declined.json`,
    description: 'Passphrase refused earlier: refresh to enter it',
    machine: chainOperation({ key: 'declined' }),
    input: mintInput,
    drive: startAndConfirm,
  },
  {
    file: `${chainOps}/chain-operation.insufficient-points.json`,
    description: 'Not enough points: nothing is sent',
    machine: chainOperation({ points: [{ enough: false }] }),
    input: mintInput,
    drive: startAndConfirm,
  },
  {
    file: `${chainOps}/chain-operation.points-retry.json`,
    description: '积分查询失败，请重试, retried after 3 s, then the operation goes on',
    machine: chainOperation({ points: [new Error('network'), { enough: true }] }),
    input: mintInput,
    drive: async (actor, clock) => {
      actor.send({ type: 'operation.start', payload: { to: 'user11111111', ddc_uri: 'ipfs://bafy-example', memo: '' } })
      await settle()
      await advance(clock, 3000)
      actor.send({ type: 'operation.confirm' })
      await settle()
    },
  },
  {
    file: `${chainOps}/chain-operation.cancelled.json`,
    description: 'Cancelled at the fee preview: nothing is sent',
    machine: chainOperation({}),
    input: mintInput,
    drive: async (actor) => {
      actor.send({ type: 'operation.start', payload: { to: 'user11111111', ddc_uri: 'ipfs://bafy-example', memo: '' } })
      await settle()
      actor.send({ type: 'operation.cancel' })
    },
  },
  {
    file: `${chainOps}/chain-operation.chain-error.json`,
    description: 'The chain refuses: recipient frozen',
    machine: chainOperation({
      send: async () => Promise.reject(Object.assign(new Error('recipient not active'), { code: 'recipientFrozen' })),
    }),
    input: mintInput,
    drive: startAndConfirm,
  },
  {
    file: `${chainOps}/chain-operation.not-indexed.json`,
    description: 'Sent and included, not indexed within 3 s',
    machine: chainOperation({ indexed: false }),
    input: mintInput,
    drive: async (actor, clock) => {
      await startAndConfirm(actor)
      await advance(clock, 3000)
    },
  },

  {
    file: `${switching}/account-switch.success.json`,
    description: 'Another account chosen: key cleared, account replaced, to /',
    machine: accountSwitch({}),
    input: { currentAccount: 'platform1111' },
    drive: async (actor) => {
      await settle()
      actor.send({ type: 'accountSwitch.choose', permAccountsId: '8' })
      await settle()
    },
  },
  {
    file: `${switching}/account-switch.load-failed.json`,
    description: '链账户列表加载失败,请重试, then retried',
    machine: (() => {
      let attempts = 0
      return accountSwitch({
        load: async () => {
          attempts += 1
          if (attempts === 1) throw new Error('network')
          return [chainAccount('7', 'platform1111'), chainAccount('8', 'platform2222')]
        },
      })
    })(),
    input: { currentAccount: 'platform1111' },
    drive: async (actor) => {
      await settle()
      actor.send({ type: 'accountSwitch.retry' })
      await settle()
    },
  },
  {
    file: `${switching}/account-switch.refused.json`,
    description: 'The server refuses the switch: the old account stays',
    machine: accountSwitch({ change: async () => Promise.reject({ error_code: 403, message: 'no permission' }) }),
    input: { currentAccount: 'platform1111' },
    drive: async (actor) => {
      await settle()
      actor.send({ type: 'accountSwitch.choose', permAccountsId: '8' })
      await settle()
    },
  },
]

let failures = 0
for (const scenario of scenarios) {
  const clock = new SimulatedClock()
  const recorder = createTraceRecorder({
    machine: scenario.machine.id,
    description: scenario.description,
    now: () => clock.now(),
  })
  const actor = createActor(scenario.machine, { input: scenario.input, clock, inspect: recorder.inspect })
  actor.start()
  await scenario.drive(actor, clock)
  await settle()
  actor.stop()
  const trace = recorder.trace()
  const replay = replayTrace(scenario.machine, trace)
  if (!replay.fits) {
    failures += 1
    console.error(`${scenario.file}: does not replay\n  ${replay.problems.join('\n  ')}`)
  }
  const file = path.join(root, scenario.file)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(trace, null, 2)}\n`)
  const last = trace.steps.at(-1)
  console.log(`${scenario.file}: ${trace.steps.length} steps → ${JSON.stringify(last?.state ?? trace.initial.state)}`)
}
if (failures > 0) process.exit(1)
