import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { clearSession, writeChain, writeToken } from '@/lib/session'
import { server } from '../../../mocks/node'
import { chainTarget, forgetChainTarget } from './chain-target'

const answer = (data: unknown) => HttpResponse.json({ error_code: 0, message: '', data })
const contract = (id: string, account: string) => ({
  chain_info_id: id,
  chain_type: id === '1' ? 'devnet' : 'testnet',
  chain_rpc: `http://node-${id}.test`,
  chain_id: 'a'.repeat(64),
  contract_account: account,
  contract_name: 'ddc',
})

let lookUps = 0
beforeEach(() => {
  lookUps = 0
  forgetChainTarget()
  writeToken('session-token')
  server.use(
    http.get('*/api/v1/system/getChainType', () => {
      lookUps += 1
      return answer([
        { chain_info_id: '1', chain_type: 'devnet' },
        { chain_info_id: '2', chain_type: 'testnet' },
      ])
    }),
    http.post('*/api/v1/system/getChainContract', ({ request }) =>
      answer(contract(new URL(request.url).searchParams.get('chain_info_id') ?? '1', 'ddccontract1')),
    ),
  )
})

afterEach(() => {
  clearSession()
})

describe('chain target', () => {
  it('finds the contract of the session chain by its type, not the user account', async () => {
    writeChain({ account: 'operator1111', chain_type: 'testnet' })
    expect(await chainTarget()).toEqual({ rpcUrl: 'http://node-2.test', contractAccount: 'ddccontract1' })
  })

  it("prefers the session chain's own node", async () => {
    const chain = { account: 'operator1111', chain_type: 'devnet', chain_rpc: 'http://session-node.test' }
    expect(await chainTarget(chain)).toEqual({ rpcUrl: 'http://session-node.test', contractAccount: 'ddccontract1' })
  })

  it('asks once per page load, and again after logout or another chain', async () => {
    writeChain({ account: 'operator1111', chain_type: 'devnet' })
    await chainTarget()
    await chainTarget()
    expect(lookUps).toBe(1)
    clearSession()
    writeToken('session-token')
    writeChain({ account: 'operator1111', chain_type: 'devnet' })
    await chainTarget()
    expect(lookUps).toBe(2)
    writeChain({ account: 'operator1111', chain_type: 'testnet' })
    expect((await chainTarget()).rpcUrl).toBe('http://node-2.test')
    expect(lookUps).toBe(3)
  })

  it('asks again after a failed look-up', async () => {
    writeChain({ account: 'operator1111', chain_type: 'devnet' })
    server.use(http.get('*/api/v1/system/getChainType', () => HttpResponse.error(), { once: true }))
    await expect(chainTarget()).rejects.toBeDefined()
    expect((await chainTarget()).contractAccount).toBe('ddccontract1')
  })
})
