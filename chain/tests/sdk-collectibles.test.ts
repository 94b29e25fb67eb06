/**
 * The chain SDK against the real devnet and contract: every collectible action succeeds for the right signer
 * and fails with the catalogue code the console shows for a bad amount.
 */
import { describe, expect, it } from 'vitest'
import {
  keyOf,
  as,
  expectRefused,
  contract,
  operator,
  platform,
  consumer,
  nextBlock,
  mintSingle,
  owner721,
  holding,
  withSdkDevnet,
} from './sdk-harness.ts'

withSdkDevnet()

describe('collectibles', () => {
  it('mints a single-copy collectible, waits for inclusion and reads it back', async () => {
    const result = await as(platform).mint721({ to: consumer, ddc_uri: 'ipfs://first', memo: 'first' })
    expect(result.transactionId).toMatch(/^[0-9a-f]{64}$/)
    const steps: string[] = []
    const inclusion = await as(platform).waitForInclusion(result.transactionId, {
      timeoutMs: 3000,
      onProgress: (step) => steps.push(step.state),
    })
    expect(inclusion.included).toBe(true)
    expect(steps.at(-1)).toMatch(/included|irreversible/)
    const id = result.nftIds?.[0] ?? ''
    const { rows } = await as(consumer).readNfts({ lower_bound: id, upper_bound: id })
    expect(rows[0]).toMatchObject({
      nft_id: id,
      business_type: 1,
      creator: platform,
      owner: consumer,
      supply: '1',
      nft_uri: 'ipfs://first',
      frozen: false,
    })
  })

  it('transfers a single-copy collectible for its owner only', async () => {
    const id = await mintSingle()
    const wrongKey = await expectRefused(
      as(consumer, keyOf('consumer2')).transfer721({ from: consumer, to: 'consumer2', ddc_id: id }),
      'missingAuthority',
    )
    expect(wrongKey.chainErrorName).toBe('unsatisfied_authorization')
    await expectRefused(as('consumer3').transfer721({ from: consumer, to: 'consumer2', ddc_id: id }), 'notApproved')
    await as(consumer).transfer721({ from: consumer, to: 'consumer3', ddc_id: id, memo: 'gift' })
    expect(await owner721(id)).toBe('consumer3')
  })

  it('refuses a transfer to oneself before signing', async () => {
    const id = await mintSingle()
    await expectRefused(as(consumer).transfer721({ from: consumer, to: consumer, ddc_id: id }), 'sameRecipient')
  })

  it('transfers several single-copy collectibles in one batch', async () => {
    const result = await as(platform).mintBatch721({ to: consumer, ddc_uris: ['ipfs://a', 'ipfs://b'] })
    const ids = result.nftIds ?? []
    expect(ids).toHaveLength(2)
    await as(consumer).transferBatch721({ from: consumer, to: 'consumer3', ddc_ids: ids })
    expect(await owner721(ids[0] ?? '')).toBe('consumer3')
    expect(await owner721(ids[1] ?? '')).toBe('consumer3')
  })

  it('mints, transfers and burns multi-copy collectibles', async () => {
    const minted = await as(platform).mint1155({ to: consumer, amount: 10, ddc_uri: 'ipfs://multi' })
    const id = minted.nftIds?.[0] ?? ''
    await as(consumer).transfer1155({ from: consumer, to: 'consumer3', ddc_id: id, amount: 3 })
    expect(await holding(id, consumer)).toBe('7')
    expect(await holding(id, 'consumer3')).toBe('3')
    await expectRefused(
      as(consumer).transfer1155({ from: consumer, to: 'consumer3', ddc_id: id, amount: 8 }),
      'insufficientBalance',
    )
    await expectRefused(
      as(consumer).transfer1155({ from: consumer, to: 'consumer3', ddc_id: id, amount: 0 }),
      'invalidAmount',
    )

    const batch = await as(platform).mintBatch1155({
      to: consumer,
      ddc_uris: ['ipfs://m1', 'ipfs://m2'],
      amounts: [2, 4],
    })
    const [first = '', second = ''] = batch.nftIds ?? []
    await as(consumer).transferBatch1155({ from: consumer, to: 'consumer3', ddc_ids: [first, second], amounts: [1, 4] })
    expect(await holding(first, 'consumer3')).toBe('1')
    expect(await holding(second, 'consumer3')).toBe('4')

    await as('consumer3').burn({ owner: 'consumer3', ddc_id: id, business_type: 2 })
    expect(await holding(id, 'consumer3')).toBe('0')
    await as('consumer3').burnbatch({ owner: 'consumer3', ddc_ids: [first, second], business_type: 2 })
    expect(await holding(second, 'consumer3')).toBe('0')
  })

  it('refuses a bad amount for a single-copy collectible', async () => {
    const mintTwo = as(platform).sendActions([
      {
        account: contract(),
        name: 'mint',
        authorization: [{ actor: platform, permission: 'owner' }],
        data: { sender: platform, to: consumer, amount: 2, nft_uri: 'x', business_type: 1, memo: '' },
      },
    ])
    const error = await expectRefused(mintTwo, 'invalidAmount')
    expect(error.chainErrorName).toBe('eosio_assert_message_exception')
    await expectRefused(as(platform).mint1155({ to: consumer, amount: 0, ddc_uri: 'x' }), 'invalidAmount')
  })

  it('burns single-copy collectibles, one or in a batch, for their owner', async () => {
    const single = await mintSingle()
    await expectRefused(as('consumer3').burn({ owner: consumer, ddc_id: single, business_type: 1 }), 'notApproved')
    await as(consumer).burn({ owner: consumer, ddc_id: single, business_type: 1 })
    expect(await owner721(single)).toBeUndefined()
    const ids = [await mintSingle(), await mintSingle()]
    await as(consumer).burnbatch({ owner: consumer, ddc_ids: ids, business_type: 1 })
    expect(await owner721(ids[1] ?? '')).toBeUndefined()
  })

  it('approves, approves in a batch, approves for all and withdraws approvals', async () => {
    const id = await mintSingle()
    await as(consumer).approve({ to: 'consumer3', ddc_id: id, business_type: 1 })
    // The approved account moves it on to a third account (never to itself: the console refuses that).
    await as('consumer3').transfer721({ from: consumer, to: 'consumer2', ddc_id: id })
    expect(await owner721(id)).toBe('consumer2')

    const ids = [await mintSingle(), await mintSingle()]
    await as(consumer).approveBatch({ to: 'consumer3', ddc_ids: ids, business_type: 1 })
    await as(consumer).deleteApproval({ ddc_id: ids[0] ?? '', business_type: 1 })
    await expectRefused(
      as('consumer3').transfer721({ from: consumer, to: 'consumer2', ddc_id: ids[0] ?? '' }),
      'notApproved',
    )
    await nextBlock()
    await expectRefused(as(consumer).deleteApproval({ ddc_id: ids[0] ?? '', business_type: 1 }), 'notApproved')
    await as('consumer3').transfer721({ from: consumer, to: 'consumer2', ddc_id: ids[1] ?? '' })

    await as(consumer).approvalAll({ to: 'consumer3', approved: true, business_type: 1 })
    await nextBlock()
    await expectRefused(
      as(consumer).approvalAll({ to: 'consumer3', approved: true, business_type: 1 }),
      'alreadyAuthorised',
    )
    await as('consumer3').transfer721({ from: consumer, to: 'consumer2', ddc_id: ids[0] ?? '' })
    expect(await owner721(ids[0] ?? '')).toBe('consumer2')
    await as(consumer).approvalAll({ to: 'consumer3', approved: false, business_type: 1 })
    const { rows } = await as(operator).readUserApprovals({
      index_position: 2,
      key_type: 'name',
      lower_bound: consumer,
      upper_bound: consumer,
    })
    expect(rows.find((row) => row.to === 'consumer3')?.approved).toBe(false)
  })

  it('lets the creator change the resource identifier', async () => {
    const id = await mintSingle()
    await as(platform).setUri({ ddc_id: id, ddc_uri: 'ipfs://changed', business_type: 1 })
    const { rows } = await as(operator).readNfts({ lower_bound: id, upper_bound: id })
    expect(rows[0]?.nft_uri).toBe('ipfs://changed')
    await expectRefused(
      as(consumer).setUri({ ddc_id: id, ddc_uri: 'ipfs://mine', business_type: 1 }),
      'missingAuthority',
    )
  })
})
