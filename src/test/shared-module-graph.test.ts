// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The unit project's files share their worker's modules (vite.config.ts). A file that replaces a module or
 * switches React's act environment off would change what the files after it meet, in an order that differs
 * from machine to machine: such a file is named `*.isolated.test.ts(x)` and gets a module graph of its own.
 */
const changesSharedModules = /\bvi\.(mock|doMock|resetModules)\(|IS_REACT_ACT_ENVIRONMENT\s*=\s*false/

function unitTestFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : unitTestFiles(file)
    const unit = /\.test\.tsx?$/.test(entry.name) && !/\.(browser|isolated)\.test\.tsx?$/.test(entry.name)
    return unit ? [file] : []
  })
}

describe('unit test files sharing a module graph', () => {
  it('replace no module and keep React’s act environment', () => {
    const self = path.join('src', 'test', 'shared-module-graph.test.ts')
    const offending = ['src', 'mocks', 'scripts']
      .flatMap(unitTestFiles)
      .filter((file) => file !== self && changesSharedModules.test(readFileSync(file, 'utf8')))
    expect(offending).toEqual([])
  })
})
