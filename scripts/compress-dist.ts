#!/usr/bin/env tsx
// After `vite build`: a Brotli (`.br`) and a gzip (`.gz`) copy of every text asset in dist/assets, at the
// highest levels, made once at build time. The server (server/static.ts) sends the copy the browser accepts:
// a phone downloads the console's code at about a quarter of its size.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const assets = path.resolve(process.argv[2] ?? 'dist', 'assets')
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json', '.txt'])

let before = 0
let after = 0
for (const name of readdirSync(assets)) {
  if (!COMPRESSIBLE.has(path.extname(name))) continue
  const file = path.join(assets, name)
  const bytes = readFileSync(file)
  const brotli = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  })
  writeFileSync(`${file}.br`, brotli)
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }))
  before += bytes.length
  after += brotli.length
}
console.log(`compressed dist/assets: ${(before / 1024).toFixed(0)} KiB → ${(after / 1024).toFixed(0)} KiB (Brotli)`)
