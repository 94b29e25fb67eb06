import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { inject } from 'vitest'

/**
 * Fills `folder` (a PGlite data folder not yet made) with the node project's migrated cluster
 * (server/test/pglite-template.setup.ts), so a server process started on it skips initdb and the migrations
 * (about 2 s of CPU). Nothing happens on PostgreSQL, where there is no template.
 */
export function pgliteFolderFromTemplate(folder: string): void {
  const file = inject('pgliteTemplate')
  if (!file) return
  extractTar(readFileSync(file), folder)
}

/** The uncompressed ustar archive PGlite's `dumpDataDir('none')` writes: folders and plain files only. */
function extractTar(archive: Buffer, folder: string): void {
  const text = (start: number, length: number) =>
    archive
      .subarray(start, start + length)
      .toString('utf8')
      .replace(/\0.*$/s, '')
  let offset = 0
  while (offset + 512 <= archive.length) {
    const name = text(offset, 100)
    if (!name) break
    const prefix = text(offset + 345, 155)
    const size = parseInt(text(offset + 124, 12).trim() || '0', 8)
    const type = text(offset + 156, 1)
    const target = path.join(folder, path.normalize(`/${prefix ? `${prefix}/` : ''}${name}`))
    if (!target.startsWith(folder)) throw new Error(`a template entry outside its folder: ${name}`)
    if (type === '5') mkdirSync(target, { recursive: true })
    else if (type === '0' || type === '') {
      mkdirSync(path.dirname(target), { recursive: true })
      writeFileSync(target, archive.subarray(offset + 512, offset + 512 + size))
    } else throw new Error(`a template entry of an unexpected kind (${type}): ${name}`)
    offset += 512 + Math.ceil(size / 512) * 512
  }
}
