import { readFileSync } from 'node:fs'
import path from 'node:path'
import { RpcError } from 'eosjs/dist/eosjs-rpcerror'
import { describe, expect, it } from 'vitest'
import { zhCN } from '@/lib/i18n/zh-CN'
import { enUS } from '@/lib/i18n/en-US'
import { contractErrorCodes } from './contract-errors'
import { ChainError, chainErrorCodes, codeOfContractMessage, scrubKeys, toChainError } from './errors'
import { PUBLISHED_DEV_PRIVATE_KEY } from '@/test/fixture-keys'

/** The JSON body nodeos answers a failed request with. */
function nodeosError(code: number, name: string, message: string): RpcError {
  return new RpcError({
    code: 500,
    message: 'Internal Service Error',
    error: { code, name, what: name, details: [{ message, file: '', line_number: 0, method: '' }] },
  })
}

describe('chain error codes', () => {
  it('are all keys of the chainErrors catalogue in every locale', () => {
    for (const code of chainErrorCodes) {
      expect(zhCN.chainErrors[code], code).toBeTruthy()
      expect(enUS.chainErrors[code], code).toBeTruthy()
    }
  })

  it('maps every assertion message of the contract (chain/contract/errors.ts)', () => {
    const source = readFileSync(path.resolve(process.cwd(), 'chain/contract/errors.ts'), 'utf8')
    const messages = [...source.matchAll(/export const ERR_\w+(?:\s*:\s*string)?\s*=\s*(["'])(.*?)\1/g)].map(
      (match) => match[2] ?? '',
    )
    expect(messages.length).toBeGreaterThan(10)
    const unmapped = messages.filter(
      (message) => codeOfContractMessage(`assertion failure with message: ${message}`) === undefined,
    )
    expect(unmapped).toEqual([])
    for (const code of Object.values(contractErrorCodes)) expect(chainErrorCodes).toContain(code)
  })
})

describe('toChainError', () => {
  it('maps nodeos authority failures to missingAuthority and keeps nodeos’s error name', () => {
    const error = toChainError(
      nodeosError(
        3090003,
        'unsatisfied_authorization',
        'transaction declares authority \'{"actor":"alice"}\', but does not have signatures for it.',
      ),
    )
    expect(error).toBeInstanceOf(ChainError)
    expect(error.code).toBe('missingAuthority')
    expect(error.chainErrorName).toBe('unsatisfied_authorization')
    expect(toChainError(nodeosError(3090004, 'missing_auth_exception', 'missing authority of bob')).code).toBe(
      'missingAuthority',
    )
    expect(toChainError(nodeosError(3090002, 'tx_irrelevant_sig', 'irrelevant signature')).code).toBe(
      'missingAuthority',
    )
  })

  it('maps contract assertions through their message', () => {
    const assertion = (message: string) =>
      toChainError(nodeosError(3050003, 'eosio_assert_message_exception', `assertion failure with message: ${message}`))
    expect(assertion('sender not active').code).toBe('accountFrozen')
    expect(assertion('recipient not active').code).toBe('recipientFrozen')
    expect(assertion('insufficient points').code).toBe('insufficientPoints')
    expect(assertion('nft frozen').code).toBe('nftFrozen')
    expect(assertion('no permission').code).toBe('missingAuthority')
    expect(assertion('single copy amount must be 1').code).toBe('invalidAmount')
    expect(assertion('something the contract never said').code).toBe('unknown')
    expect(assertion('nft frozen').detail).toBe('assertion failure with message: nft frozen')
  })

  it('maps account, key and resource failures of nodeos', () => {
    expect(
      toChainError(
        nodeosError(
          3050001,
          'account_name_exists_exception',
          'Cannot create account named alice, as that name is already taken',
        ),
      ).code,
    ).toBe('accountExists')
    expect(toChainError(nodeosError(3010001, 'name_type_exception', 'Invalid name')).code).toBe('accountName')
    expect(toChainError(nodeosError(3010002, 'public_key_type_exception', 'Invalid public key')).code).toBe(
      'publicKeyFormat',
    )
    expect(toChainError(nodeosError(3080001, 'ram_usage_exceeded', 'account alice has insufficient ram')).code).toBe(
      'insufficientRam',
    )
    expect(toChainError(nodeosError(3060002, 'account_query_exception', 'unknown account')).code).toBe(
      'accountNotFound',
    )
    expect(toChainError(nodeosError(0, 'exception', 'unknown key (eosio::chain::name): nobody')).code).toBe(
      'accountNotFound',
    )
    expect(
      toChainError(nodeosError(3040000, 'transaction_exception', "action's authorizing actor 'nobody' does not exist"))
        .code,
    ).toBe('accountNotFound')
  })

  it('maps expired, duplicate and timing-out transactions', () => {
    const expired = toChainError(nodeosError(3040005, 'expired_tx_exception', 'expired transaction'))
    expect(expired.code).toBe('expired')
    expect(expired.chainErrorName).toBe('expired_tx_exception')
    expect(toChainError(nodeosError(3040008, 'tx_duplicate', 'duplicate transaction')).code).toBe('duplicate')
    expect(toChainError(nodeosError(3080004, 'tx_cpu_usage_exceeded', 'billed CPU time')).code).toBe('timeout')
  })

  it('maps eosio.msig refusing exec for want of valid approvals', () => {
    const refused = toChainError(
      nodeosError(
        3050003,
        'eosio_assert_message_exception',
        'assertion failure with message: transaction authorization failed',
      ),
    )
    expect(refused.code).toBe('msigAuthorityUnmet')
  })

  it('maps fetch failures to network and aborts to timeout', () => {
    expect(toChainError(new TypeError('Failed to fetch')).code).toBe('network')
    expect(toChainError(Object.assign(new SyntaxError('Unexpected token <'), { isFetchError: true })).code).toBe(
      'network',
    )
    expect(toChainError(new DOMException('The operation was aborted.', 'AbortError')).code).toBe('timeout')
    expect(toChainError(new DOMException('signal timed out', 'TimeoutError')).code).toBe('timeout')
  })

  it('maps eosjs’s own serialization errors', () => {
    expect(
      toChainError(
        new Error(
          'Name should be less than 13 characters, or less than 14 if last character is between 1-5 or a-j, and only contain the following symbols .12345abcdefghijklmnopqrstuvwxyz',
        ),
      ).code,
    ).toBe('accountName')
    expect(toChainError(new Error('unrecognized public key format')).code).toBe('publicKeyFormat')
    expect(toChainError('weird').code).toBe('unknown')
  })

  it('never carries key material in its message', () => {
    const privateKey = PUBLISHED_DEV_PRIVATE_KEY
    const error = toChainError(
      new Error(
        `could not sign with ${privateKey} or PVT_K1_2bfGi9rYsXQSXXTvJbDAPhHLQUojjaNLomdm3cEJ1XTzMqUt3V and EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV`,
      ),
    )
    expect(error.message).not.toContain(privateKey)
    expect(error.message).not.toContain('PVT_K1_2bfGi9')
    expect(error.message).not.toContain('EOS6MRyAjQq8')
    expect(scrubKeys(`key ${privateKey}.`)).toBe('key [key].')
  })
})
