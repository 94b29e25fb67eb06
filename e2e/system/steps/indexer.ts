import { expect } from '@playwright/test'
import type { SystemUnderTest } from './system'

export interface Indexed {
  indexed: boolean
  /** A big id: decimal text. */
  block_num: string | null
}

/** The server's `checkTransaction` once (it waits up to 5 s for the indexer); an error answer is "not indexed". */
export async function checkTransaction(
  system: SystemUnderTest,
  token: string,
  transactionId: string,
): Promise<Indexed> {
  const url = new URL('/api/v1/chain/checkTransaction', system.running().apiUrl)
  url.searchParams.set('id', transactionId)
  url.searchParams.set('wait_ms', '5000')
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } })
  const body = (await response.json()) as { error_code: number; data?: Indexed }
  return body.error_code === 0 && body.data ? body.data : { indexed: false, block_num: null }
}

/** The server's `checkTransaction`, asked until the indexer has written the transaction. */
export async function waitUntilIndexed(
  system: SystemUnderTest,
  token: string,
  transactionId: string,
): Promise<Indexed> {
  let answer: Indexed = { indexed: false, block_num: null }
  await expect
    .poll(
      async () => {
        answer = await checkTransaction(system, token, transactionId)
        return answer.indexed
      },
      { timeout: 60_000, intervals: [0] },
    )
    .toBe(true)
  return answer
}

/** The block the devnet itself reports for this number, as JSON text (it must contain the transaction). */
export async function devnetBlock(system: SystemUnderTest, blockNum: number): Promise<string> {
  const response = await fetch(new URL('/v1/chain/get_block', system.running().devnetUrl), {
    method: 'POST',
    body: JSON.stringify({ block_num_or_id: blockNum }),
  })
  expect(response.ok).toBe(true)
  return response.text()
}
