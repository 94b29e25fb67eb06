import * as fs from 'node:fs'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { DEFAULT_CONTRACT_ACCOUNT } from './devnet.ts'

const HERE = path.dirname(fileURLToPath(import.meta.url))

describe('the contract account', () => {
  it('has one name: the devnet deploys on the account the contract and devnet READMEs document', () => {
    expect(DEFAULT_CONTRACT_ACCOUNT).toBe('ddccontract')
    const contractReadme = fs.readFileSync(path.join(HERE, '../contract/README.md'), 'utf8')
    const devnetReadme = fs.readFileSync(path.join(HERE, 'README.md'), 'utf8')
    expect(contractReadme).toContain(`One contract account, \`${DEFAULT_CONTRACT_ACCOUNT}\``)
    expect(contractReadme).toContain(`**Contract account** (\`${DEFAULT_CONTRACT_ACCOUNT}\`)`)
    expect(devnetReadme).toContain(`the contract account \`${DEFAULT_CONTRACT_ACCOUNT}\``)
    // The API server and its indexer default to the same account when CONTRACT_ACCOUNT is not set.
    const serverConfig = fs.readFileSync(path.join(HERE, '../../server/config.ts'), 'utf8')
    expect(serverConfig).toContain(`text(env, 'CONTRACT_ACCOUNT') ?? '${DEFAULT_CONTRACT_ACCOUNT}'`)
  })
})
