import { inflate } from 'node:zlib'
import { ChainError } from './errors.ts'
import { type PackedTransactionBody } from './requests.ts'
import { hexToBytes } from './transaction-json.ts'

/** nodeos inflates a zlib packed_trx through a 1 MiB read limiter (transaction.cpp, zlib_decompress). */
export const MAX_INFLATED_TRANSACTION_BYTES = 1024 * 1024

/**
 * The packed transaction as hex, inflated when compressed. Inflating runs on libuv's thread pool (never on
 * the event loop) and stops at nodeos's 1 MiB limit, so a zlib bomb costs a megabyte, not the heap.
 */
export async function unpackBody(body: PackedTransactionBody): Promise<string> {
  const compression = body.compression
  if (compression === 'none' || compression === 0) return body.packed_trx
  if (compression === 'zlib' || compression === 1) {
    const compressed = hexToBytes(body.packed_trx, 'packed_trx')
    const inflated = await new Promise<Buffer>((resolve, reject) =>
      inflate(compressed, { maxOutputLength: MAX_INFLATED_TRANSACTION_BYTES }, (error, result) =>
        error ? reject(error) : resolve(result),
      ),
    ).catch((error: unknown) => {
      const tooLarge = (error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE'
      throw new ChainError(
        'tx_decompression_error',
        tooLarge ? 'Exceeded maximum decompressed transaction size' : 'Error decompressing transaction',
      )
    })
    return inflated.toString('hex')
  }
  throw new ChainError(
    'unknown_transaction_compression',
    `Unknown transaction compression algorithm: ${String(compression)}`,
  )
}
