// The mock chain node (mocks/chain-node) serves a committed copy of the contract's ABI to Storybook and the
// offline demo, which cannot build the contract: the copy must stay the ABI a fresh build publishes.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import { buildContract, contractOutputs } from './build.mjs'

const copy = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../mocks/chain-node/ddc-contract.abi.json')

it("the mock chain node's ABI copy is the built contract's ABI (refresh: cp chain/contract/target/ddc.contract.abi mocks/chain-node/ddc-contract.abi.json)", async () => {
  await buildContract()
  const read = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'))
  expect(read(copy)).toEqual(read(contractOutputs.abi))
}, 300_000)
