import { spawn } from 'node:child_process'
import * as fs from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { JsonRpc } from 'eosjs'
import { WASM_SAFE_NODE_FLAGS } from '../../tooling/wasm-safe-process.ts'
import { type DevAccount } from './genesis.ts'
import { apiFor, devAccount, removeDataDir, rpcFor, startTestDevnet, waitMs } from './test-support.ts'

const TAPOS = { blocksBehind: 3, expireSeconds: 30 }
const dataDirs: string[] = []

afterAll(() => {
  for (const dir of dataDirs) removeDataDir(dir)
})

async function tableSnapshot(rpc: JsonRpc, contract: string): Promise<Record<string, unknown[]>> {
  const snapshot: Record<string, unknown[]> = {}
  for (const table of ['s21account', 's21balance', 'feerules', 'funcperms', 'nfts', 'nftbalances']) {
    const result = await rpc.get_table_rows({
      code: contract,
      scope: contract,
      table,
      json: true,
      limit: 1000,
      show_payer: true,
    })
    snapshot[table] = result.rows
  }
  return snapshot
}

async function waitUntilIncluded(
  rpc: JsonRpc,
  transactionId: string,
): Promise<{ state: string; block_number?: number }> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const status = (await rpc.fetch('/v1/chain/get_transaction_status', { id: transactionId })) as {
      state: string
      block_number?: number
    }
    if (status.state === 'IN_BLOCK' || status.state === 'IRREVERSIBLE') return status
    await waitMs(100)
  }
  return { state: 'UNKNOWN' }
}

describe('devnet restart', () => {
  it('keeps every accepted transaction, block and table row across a stop in the middle of a stream', async () => {
    const first = await startTestDevnet()
    dataDirs.push(first.dataDir)
    const contract = first.contractAccount
    const operatorKey = devAccount(first, 'operator1').private_key
    const api = apiFor(first, [operatorKey])

    const accepted: string[] = []
    const failuresBeforeStop: string[] = []
    let stopping = false
    let refused = 0
    const send = async (index: number) => {
      try {
        const result = (await api.transact(
          {
            actions: [
              {
                account: contract,
                name: 'recharge',
                authorization: [{ actor: 'operator1', permission: 'owner' }],
                data: { from: 'operator1', to: 'platform1', value: index + 1, memo: `stream ${index}` },
              },
            ],
          },
          TAPOS,
        )) as { transaction_id: string }
        accepted.push(result.transaction_id)
      } catch (error) {
        refused += 1 // sent while or after the node stopped: never acknowledged
        if (!stopping) failuresBeforeStop.push(error instanceof Error ? error.message : String(error))
      }
    }

    // Four senders push a stream; the node is stopped while pushes are still in flight.
    let next = 0
    const total = 40
    const sender = async () => {
      while (next < total) {
        const index = next
        next += 1
        await send(index)
      }
    }
    const senders = [sender(), sender(), sender(), sender()]
    const deadline = Date.now() + 60_000
    while (accepted.length < 15 && next < total) {
      if (Date.now() > deadline)
        throw new Error(`only ${accepted.length} of ${next} transactions accepted in a minute (${refused} refused)`)
      await waitMs(20)
    }
    expect(failuresBeforeStop).toEqual([])
    stopping = true
    await first.stop()
    await Promise.all(senders)
    expect(accepted.length).toBeGreaterThanOrEqual(15)
    expect(accepted.length + refused).toBe(total)

    // What the stopped node held in memory: its blocks and its tables.
    const blocksBefore = first.chain.blocks.map((block) => block.id)
    const tablesBefore = Object.fromEntries(
      ['s21account', 's21balance', 'feerules', 'funcperms', 'nfts', 'nftbalances'].map((table) => [
        table,
        first.chain.getTableRows({ code: contract, scope: contract, table, json: true, limit: 1000, show_payer: true })
          .rows,
      ]),
    )

    const second = await startTestDevnet({ dataDir: first.dataDir })
    try {
      const rpc = rpcFor(second)
      expect(second.chain.chainId).toBe(first.chain.chainId)
      expect(await tableSnapshot(rpc, contract)).toEqual(tablesBefore)
      expect(second.chain.blocks.slice(0, blocksBefore.length).map((block) => block.id)).toEqual(blocksBefore)

      for (const id of accepted) {
        const status = await waitUntilIncluded(rpc, id)
        expect(status.state, `transaction ${id}`).not.toBe('UNKNOWN')
        const block = (await rpc.get_block(status.block_number ?? 0)) as { transactions: { trx: { id: string } }[] }
        expect(block.transactions.some((entry) => entry.trx.id === id)).toBe(true)
      }

      // The restarted node keeps producing and accepting transactions on the same chain.
      const info = await rpc.get_info()
      expect(info.head_block_num).toBeGreaterThanOrEqual(blocksBefore.length)
      await apiFor(second, [operatorKey]).transact(
        {
          actions: [
            {
              account: contract,
              name: 'recharge',
              authorization: [{ actor: 'operator1', permission: 'owner' }],
              data: { from: 'operator1', to: 'platform1', value: 1, memo: 'after restart' },
            },
          ],
        },
        TAPOS,
      )
    } finally {
      await second.stop()
    }
  }, 180_000)

  it('recovers from a log whose last line was cut short by a crash', async () => {
    const first = await startTestDevnet()
    dataDirs.push(first.dataDir)
    const head = first.chain.head()?.num ?? 0
    const accountsTable = (devnet: typeof first) =>
      rpcFor(devnet).get_table_rows({
        code: devnet.contractAccount,
        scope: devnet.contractAccount,
        table: 's21account',
        json: true,
      })
    const accounts = (await accountsTable(first)).rows
    await first.stop()
    fs.appendFileSync(path.join(first.dataDir, 'chain.log'), '{"t":"trx","n":')

    const second = await startTestDevnet({ dataDir: first.dataDir })
    try {
      expect(second.chain.head()?.num ?? 0).toBeGreaterThanOrEqual(head)
      expect((await accountsTable(second)).rows).toEqual(accounts)
    } finally {
      await second.stop()
    }
  })
})

describe('devnet crash', () => {
  it('loses no acknowledged transaction when its process is killed (SIGKILL) mid-stream', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ddc-devnet-kill-'))
    dataDirs.push(dataDir)
    const child = spawn(
      process.execPath,
      // The flags on the command line: no restarting wrapper, so the SIGKILL below reaches the devnet itself.
      [
        ...WASM_SAFE_NODE_FLAGS,
        '--import',
        'tsx',
        path.join(import.meta.dirname, 'main.ts'),
        '--port',
        '0',
        '--data',
        dataDir,
      ],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, DEVNET_PORT: '0' },
      },
    )
    const url = await new Promise<string>((resolve, reject) => {
      let output = ''
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        const match = /devnet: (http:\/\/\S+) chain/.exec(output)
        if (match?.[1]) resolve(match[1])
      })
      child.once('exit', (code) => reject(new Error(`devnet exited with ${String(code)}`)))
    })
    const accounts = JSON.parse(fs.readFileSync(path.join(dataDir, 'dev-accounts.json'), 'utf8')) as DevAccount[]
    const operator = accounts.find((entry) => entry.role === 'operator')
    const contract = accounts.find((entry) => entry.role === 'contract')?.account ?? ''
    if (!operator) throw new Error('no operator in dev-accounts.json')
    const rpc = new JsonRpc(url, { fetch })
    const api = apiFor({ url } as Parameters<typeof apiFor>[0], [operator.private_key])

    const accepted: string[] = []
    let killed = false
    const sender = async (lane: number) => {
      for (let index = 0; !killed && index < 50; index += 1) {
        try {
          const result = (await api.transact(
            {
              actions: [
                {
                  account: contract,
                  name: 'recharge',
                  authorization: [{ actor: operator.account, permission: 'owner' }],
                  data: { from: operator.account, to: 'platform1', value: 1, memo: `lane ${lane} #${index}` },
                },
              ],
            },
            TAPOS,
          )) as { transaction_id: string }
          accepted.push(result.transaction_id)
        } catch {
          return // the node is gone
        }
      }
    }
    const senders = [sender(0), sender(1), sender(2)]
    const deadline = Date.now() + 60_000
    while (accepted.length < 10 && Date.now() < deadline) await waitMs(20)
    const pointsSeen = Number(
      (
        (
          await rpc.get_table_rows({
            code: contract,
            scope: contract,
            table: 's21balance',
            lower_bound: 'platform1',
            upper_bound: 'platform1',
            json: true,
          })
        ).rows[0] as { points: number }
      ).points,
    )
    killed = true
    child.kill('SIGKILL')
    await Promise.all(senders)
    expect(accepted.length).toBeGreaterThanOrEqual(10)

    const restarted = await startTestDevnet({ dataDir })
    try {
      const restartedRpc = rpcFor(restarted)
      for (const id of accepted) {
        expect((await waitUntilIncluded(restartedRpc, id)).state, `transaction ${id}`).not.toBe('UNKNOWN')
      }
      const rows = await restartedRpc.get_table_rows({
        code: contract,
        scope: contract,
        table: 's21balance',
        lower_bound: 'platform1',
        upper_bound: 'platform1',
        json: true,
      })
      expect(Number((rows.rows[0] as { points: number }).points)).toBeGreaterThanOrEqual(pointsSeen)
    } finally {
      await restarted.stop()
    }
  }, 180_000)
})
