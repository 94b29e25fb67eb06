/** The chain SDK against the real devnet: transactions nodeos refuses, and a wrong signer for every operation. */
import { Api } from 'eosjs/dist/eosjs-api'
import { JsSignatureProvider } from 'eosjs/dist/eosjs-jssig'
import { describe, expect, it } from 'vitest'
import { ChainError, generateKeys, toChainError } from '@/lib/chain'
import { accounts, keyOf, as, contract, operator, platform, consumer, withSdkDevnet } from './sdk-harness.ts'

withSdkDevnet()

describe('transactions nodeos refuses', () => {
  function rawApi(privateKey: string): Api {
    const rpc = as(operator).rpc
    return new Api({
      rpc,
      signatureProvider: new JsSignatureProvider([privateKey]),
      textEncoder: new TextEncoder(),
      textDecoder: new TextDecoder(),
    })
  }
  const settle = (account: string, memo = 'hello') => [
    {
      account: contract(),
      name: 'recharge',
      authorization: [{ actor: account, permission: 'owner' }],
      data: { from: account, to: consumer, value: 1, memo },
    },
  ]
  type Signed = { signatures: string[]; serializedTransaction: Uint8Array }

  it('refuses a transaction signed with the wrong key', async () => {
    const api = rawApi(keyOf(consumer))
    const signed = (await api.transact(
      { actions: settle(platform) },
      {
        blocksBehind: 3,
        expireSeconds: 30,
        broadcast: false,
        requiredKeys: [accounts.find((entry) => entry.account === consumer)?.public_key ?? ''],
      },
    )) as Signed
    const error = toChainError(await api.pushSignedTransaction(signed).catch((caught: unknown) => caught))
    expect(error.code).toBe('missingAuthority')
    expect(error.chainErrorName).toBe('unsatisfied_authorization')
  })

  it('refuses an expired transaction', async () => {
    const api = rawApi(keyOf(platform))
    // Expires 1 s after its reference block; pushed 2 s later.
    const signed = (await api.transact(
      { actions: settle(platform, 'late') },
      { blocksBehind: 3, expireSeconds: 1, broadcast: false },
    )) as Signed
    await new Promise((resolve) => setTimeout(resolve, 2000))
    const error = toChainError(await api.pushSignedTransaction(signed).catch((caught: unknown) => caught))
    expect(error.code).toBe('expired')
    expect(error.chainErrorName).toBe('expired_tx_exception')
  })

  it('refuses the same transaction twice', async () => {
    const api = rawApi(keyOf(platform))
    const signed = (await api.transact(
      { actions: settle(platform, 'once') },
      { blocksBehind: 3, expireSeconds: 30, broadcast: false },
    )) as Signed
    await api.pushSignedTransaction(signed)
    const error = toChainError(await api.pushSignedTransaction(signed).catch((caught: unknown) => caught))
    expect(error.code).toBe('duplicate')
    expect(error.chainErrorName).toBe('tx_duplicate')
  })

  it('refuses a transaction changed after signing', async () => {
    const api = rawApi(keyOf(platform))
    const signed = (await api.transact(
      { actions: settle(platform, 'hello') },
      { blocksBehind: 3, expireSeconds: 30, broadcast: false },
    )) as Signed
    const bytes = Uint8Array.from(signed.serializedTransaction)
    const at = Buffer.from(bytes).indexOf(Buffer.from('hello'))
    expect(at).toBeGreaterThan(0)
    bytes[at] = 'j'.charCodeAt(0)
    const error = toChainError(
      await api.pushSignedTransaction({ ...signed, serializedTransaction: bytes }).catch((caught: unknown) => caught),
    )
    expect(error.code).toBe('missingAuthority')
    expect(error.chainErrorName).toBe('unsatisfied_authorization')
  })
})

describe('a wrong signer', () => {
  it('is refused for every operation (signed with another account’s key)', async () => {
    const impostor = as(platform, keyOf('consumer3'))
    const attempts: [string, () => Promise<unknown>][] = [
      ['mint721', () => impostor.mint721({ to: consumer, ddc_uri: 'x' })],
      ['mint1155', () => impostor.mint1155({ to: consumer, amount: 2, ddc_uri: 'x' })],
      ['mintBatch721', () => impostor.mintBatch721({ to: consumer, ddc_uris: ['x'] })],
      ['mintBatch1155', () => impostor.mintBatch1155({ to: consumer, ddc_uris: ['x'], amounts: [2] })],
      ['transfer721', () => impostor.transfer721({ from: platform, to: consumer, ddc_id: 1 })],
      ['transferBatch721', () => impostor.transferBatch721({ from: platform, to: consumer, ddc_ids: [1] })],
      ['transfer1155', () => impostor.transfer1155({ from: platform, to: consumer, ddc_id: 1, amount: 1 })],
      [
        'transferBatch1155',
        () => impostor.transferBatch1155({ from: platform, to: consumer, ddc_ids: [1], amounts: [1] }),
      ],
      ['freeze', () => impostor.freeze({ ddc_id: 1, business_type: 1 })],
      ['unfreeze', () => impostor.unfreeze({ ddc_id: 1, business_type: 1 })],
      ['burn', () => impostor.burn({ owner: platform, ddc_id: 1, business_type: 1 })],
      ['burnbatch', () => impostor.burnbatch({ owner: platform, ddc_ids: [1], business_type: 1 })],
      ['approve', () => impostor.approve({ to: consumer, ddc_id: 1, business_type: 1 })],
      ['approveBatch', () => impostor.approveBatch({ to: consumer, ddc_ids: [1], business_type: 1 })],
      ['approvalAll', () => impostor.approvalAll({ to: consumer, approved: true, business_type: 1 })],
      ['deleteApproval', () => impostor.deleteApproval({ ddc_id: 1, business_type: 1 })],
      ['setUri', () => impostor.setUri({ ddc_id: 1, ddc_uri: 'x', business_type: 1 })],
      [
        'operatorAdd',
        () => impostor.operatorAdd({ account: 'consumer3', account_name: 'x', account_did: 'x', leader_did: 'x' }),
      ],
      [
        'updateAccountState',
        () => impostor.updateAccountState({ account: consumer, state: 2, change_platform_state: true }),
      ],
      [
        'addFunctionPermission',
        () => impostor.addFunctionPermission({ account_role: 3, business_type: 1, func_name: 'mint' }),
      ],
      [
        'deleteFunctionPermission',
        () => impostor.deleteFunctionPermission({ account_role: 3, business_type: 1, func_name: 'mint' }),
      ],
      ['crossApprove', () => impostor.crossApprove({ from: platform, to: 'platform2', approved: true })],
      ['setPlatform', () => impostor.setPlatform({ is_platform_open: false })],
      ['setFee', () => impostor.setFee({ business_type: 1, func_name: 'mint', value: 1 })],
      ['deleteFee', () => impostor.deleteFee({ business_type: 1, func_name: 'mint' })],
      ['deleteBusinessType', () => impostor.deleteBusinessType({ business_type: 2 })],
      ['recharge', () => impostor.recharge({ to: consumer, value: 1 })],
      ['selfRecharge', () => impostor.selfRecharge({ value: 1 })],
      ['settlement', () => impostor.settlement({ value: 1 })],
      [
        'createAccount',
        () =>
          impostor.createAccount({
            name: 'impostor1',
            publicKey: generateKeys().publicKey,
            operator: { account_name: 'x', account_did: 'x', leader_did: 'x' },
          }),
      ],
      [
        'resetAccountKey',
        () => impostor.resetAccountKey({ account: 'consumer2', newPublicKey: generateKeys().publicKey }),
      ],
    ]
    for (const [operation, attempt] of attempts) {
      const outcome = await attempt().then(
        () => 'accepted',
        (error: unknown) =>
          error instanceof ChainError ? `${error.code} ${error.chainErrorName ?? ''}` : String(error),
      )
      expect(`${operation}: ${outcome}`).toBe(`${operation}: missingAuthority unsatisfied_authorization`)
    }
  })
})
