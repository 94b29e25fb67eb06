import { describe, expect, it } from 'vitest'
import { enUS } from './en-US'
import { zhCN } from './zh-CN'

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key))
}

// Every catalogue beside the core one: the features' own (src/features/<feature>/messages) and the sections
// several features share (./shared/<section>). Globbed, so a new feature's catalogue is checked without an entry.
type CatalogueModule = { zhCN?: object; enUS?: object }
const catalogueFiles = import.meta.glob<CatalogueModule>(
  ['../../features/*/messages/{zh-CN,en-US}.ts', './shared/*/{zh-CN,en-US}.ts'],
  { eager: true },
)
const catalogues = new Map<string, { zhCN?: object; enUS?: object }>()
for (const [file, module] of Object.entries(catalogueFiles)) {
  const folder = file.replace(/\/(zh-CN|en-US)\.ts$/, '')
  catalogues.set(folder, { ...catalogues.get(folder), ...module })
}

function sectionsOf(catalogue: object | undefined): string[] {
  return Object.keys(catalogue ?? {})
}

describe('message catalogue', () => {
  it('has the same keys in every locale', () => {
    expect(keyPaths(enUS).sort()).toEqual(keyPaths(zhCN).sort())
  })

  it.each([...catalogues.keys()])('has the same keys in every locale in %s', (folder) => {
    const { zhCN: chinese, enUS: english } = catalogues.get(folder) ?? {}
    expect(chinese, `${folder}/zh-CN.ts exports zhCN`).toBeDefined()
    expect(english, `${folder}/en-US.ts exports enUS`).toBeDefined()
    expect(keyPaths(english).sort()).toEqual(keyPaths(chinese).sort())
  })

  it('gives every section one home: the core catalogue or one feature catalogue', () => {
    const sections = [
      ...sectionsOf(zhCN),
      ...[...catalogues.values()].flatMap((catalogue) => sectionsOf(catalogue.zhCN)),
    ]
    expect(sections.filter((section, index) => sections.indexOf(section) !== index)).toEqual([])
    // The sections that were in the one catalogue before it was split are all still somewhere.
    expect(sections).toEqual(
      expect.arrayContaining(['auth', 'home', 'statistics', 'personalCenter', 'chainKey', 'accounts', 'billing']),
    )
    expect(sections).toEqual(
      expect.arrayContaining(['collectionSearch', 'collectibles', 'csvBatch', 'contractManager', 'multisig']),
    )
    expect(sections).toContain('collectibleOperations')
  })

  it('keeps the spec messages exactly as written', () => {
    expect(zhCN.messages.wrongCredentials).toBe('用户名或密码错误！')
    expect(zhCN.messages.registerSuccess).toBe('注册成功,请登录')
    expect(zhCN.messages.passphraseVerified).toBe('验证成功，请继续操作')
    expect(zhCN.messages.nonCustodial).toBe('当前链账户为非托管模式,无法进行链上操作')
    expect(zhCN.validation.passwordRule).toBe('长度为8-20位，包含数字、英文大小写和特殊字符(!#$%)')
    expect(zhCN.actions.batchtrans).toBe('批量转移')
  })
})
