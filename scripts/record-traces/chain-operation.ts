// Scenarios of the passphrase and chain operation machines.
import { createActor, fromCallback, fromPromise, waitFor, type AnyActorRef, type EventObject } from 'xstate'
import {
  chainOperationMachine,
  type ChainOperationInput,
  type CheckPointsOutput,
  type ReadChainKeyOutput,
} from '../../src/lib/chain-operation/chain-operation.machine'
import {
  passphraseMachine,
  type PassphraseOutput,
  type SaveUpgradedKeysInput,
  type VerifyPassphraseOutput,
} from '../../src/lib/chain-operation/passphrase.machine'
import { noop, type Scenario, settle, advance } from './harness'

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

export function chainOperation(options: {
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

export const chainOps = 'src/lib/chain-operation/traces'

export const chainOperationScenarios: Scenario[] = [
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
]
