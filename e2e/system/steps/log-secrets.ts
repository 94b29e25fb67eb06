import { existsSync, readFileSync } from 'node:fs'
import type { RunningSystem } from '../running-system'
import { DEMO_PASSPHRASE } from './chain-operation'

/**
 * Issue 21 item 2: what `npm start` printed after its banner (the server's request logs, the indexer's and the
 * devnet's lines of the whole run) holds none of the demo passwords, the chain passphrase or the devnet
 * accounts' private keys. The banner itself lists the demo passwords on purpose, so it is left out.
 */
export function secretsLoggedBy(system: RunningSystem, devAccountsFile: string): string[] {
  const logged = system.printedAfterStart()
  // At LOG_LEVEL=info every request logs lines with its `reqId`: none means the search would pass on nothing.
  if (!logged.includes('"reqId"')) throw new Error('npm start logged no request: nothing to search for secrets')
  const keys = existsSync(devAccountsFile)
    ? (JSON.parse(readFileSync(devAccountsFile, 'utf8')) as { private_key: string }[]).map((key) => key.private_key)
    : []
  const secrets = [...[...system.demoLogins.values()].map((login) => login.password), DEMO_PASSPHRASE, ...keys]
  return secrets.filter((secret) => secret !== '' && logged.includes(secret))
}
