import { describe, expect, it } from 'vitest'
import { newAccountResourcesFrom } from './new-account-resources'

describe('new-account RAM and stake from the remote config', () => {
  it('reads BUY_RAM_QUANT as bytes when all digits, as a token quantity otherwise', () => {
    expect(newAccountResourcesFrom({ BUY_RAM_QUANT: '16384' })).toEqual({ ramBytes: 16384 })
    expect(newAccountResourcesFrom({ BUY_RAM_QUANT: ' 0.5000 SYS ' })).toEqual({ ramQuantity: '0.5000 SYS' })
  })

  it('takes the STAKE_* quantities', () => {
    expect(newAccountResourcesFrom({ STAKE_NET_QUANTITY: '2.0000 EOS', STAKE_CPU_QUANTITY: '3 EOS' })).toEqual({
      stakeNetQuantity: '2.0000 EOS',
      stakeCpuQuantity: '3 EOS',
    })
  })

  it('leaves out what is absent or malformed, so the built-in defaults apply', () => {
    expect(newAccountResourcesFrom({})).toEqual({})
    expect(
      newAccountResourcesFrom({ BUY_RAM_QUANT: 'lots', STAKE_NET_QUANTITY: '1.0000', STAKE_CPU_QUANTITY: '0' }),
    ).toEqual({})
    expect(newAccountResourcesFrom({ BUY_RAM_QUANT: '0' })).toEqual({})
  })
})
