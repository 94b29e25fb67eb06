import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * One vocabulary (docs/glossary.md): business type, role, account type and state are named once in
 * src/api/primitives.ts. This scan keeps redeclared literal unions, bare role or business-type codes and a
 * second spec-name → contract-name mapping from coming back.
 */

const root = process.cwd()
function sourcesUnder(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
}

const self = 'src/api/vocabulary.test.ts'
const files = [...sourcesUnder('src'), ...sourcesUnder('mocks')].filter((file) => file !== self)
const isTest = (file: string) => /\.(test|stories)\.tsx?$/.test(file)

/** `file:line: text` of every line matching `pattern`. */
function hits(pattern: RegExp, candidates: string[]): string[] {
  return candidates.flatMap((file) =>
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
  )
}

// A type that is exactly `1 | 2` or `'1' | '2'` (either order): after `:`, `=`, `<`, `(` or `,`, and
// ending the type. `1 | 2 | 3` (a heading level) does not match.
const twoCodeUnion =
  /(?:^|[:=<(,])\s*(?:1\s*\|\s*2|2\s*\|\s*1|(['"])1\1\s*\|\s*(['"])2\2|(['"])2\3\s*\|\s*(['"])1\4)\s*(?:$|[,;)>=\]}])/

// `role === 1`, `role !== '2'`, `business_type === 1`, `businessType === 2`, either side of the operator.
const bareCode =
  /\b(?:role|actingRole|business_?[tT]ype)\s*[!=]==?\s*['"]?[1-9]\b|\b['"]?[1-9]['"]?\s*[!=]==?\s*[\w.]*\b(?:role|business_?[tT]ype)\b/

// A business type or role annotated as a plain number in console code (snake_case fields are wire data).
const widened = /\b(?:businessType|actingRole)\??\s*:\s*(?:number|string)\b/

describe('one vocabulary', () => {
  it('finds what it looks for (the patterns are not vacuous)', () => {
    expect(twoCodeUnion.test('  businessType: 1 | 2')).toBe(true)
    expect(twoCodeUnion.test("export type RoleCode = '1' | '2'")).toBe(true)
    expect(twoCodeUnion.test('(role: 2 | 1) =>')).toBe(true)
    expect(twoCodeUnion.test('  headingLevel?: 1 | 2 | 3')).toBe(false)
    expect(twoCodeUnion.test('  columns?: 1 | 2 | 3 | 4')).toBe(false)
    expect(bareCode.test('if (session.role === 1) return')).toBe(true)
    expect(bareCode.test("  role === '2'")).toBe(true)
    expect(bareCode.test('row.business_type === 1 ?')).toBe(true)
    expect(bareCode.test('session.role === Role.Operator')).toBe(false)
    expect(bareCode.test('account.role !== 0')).toBe(false)
    expect(widened.test('const countOf = (businessType: number) =>')).toBe(true)
    expect(widened.test('  business_type: number')).toBe(false)
  })

  it('declares business type, role, account type and state once (src/api/primitives.ts)', () => {
    expect(hits(twoCodeUnion, files)).toEqual([])
  })

  it('compares roles and business types with their named values, never bare codes', () => {
    expect(
      hits(
        bareCode,
        files.filter((file) => !isTest(file)),
      ),
    ).toEqual([])
  })

  it('never widens a business type or role to a plain number', () => {
    expect(
      hits(
        widened,
        files.filter((file) => !isTest(file)),
      ),
    ).toEqual([])
  })

  it("maps the spec's ddc_* inputs to the contract's nft_* fields in one module only", () => {
    const specName = /\bddc_(?:id|ids|uri|uris)\b/
    const contractName = /\bnft_(?:id|ids|uri|uris)\b/
    const both = files
      .filter((file) => !isTest(file))
      .filter((file) => {
        const text = readFileSync(path.join(root, file), 'utf8')
        return specName.test(text) && contractName.test(text)
      })
    expect(both).toEqual(['src/lib/chain/nft-actions.ts'])
  })
})
