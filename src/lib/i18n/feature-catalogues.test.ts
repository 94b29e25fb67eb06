import { describe, expect, it, vi } from 'vitest'
import { defineFeatureCatalogue, loadDefinedSections, loadedSections, loadSections } from './feature-catalogues'

describe('feature catalogues', () => {
  it('has zh-CN at once and fetches en-US once, when asked', async () => {
    const loadEnUS = vi.fn(() => Promise.resolve({ demo: { title: 'Title' } }))
    const catalogue = defineFeatureCatalogue({ demo: { title: '标题' } }, loadEnUS)
    expect(loadedSections(catalogue, 'zh-CN')?.demo.title).toBe('标题')
    expect(loadedSections(catalogue, 'en-US')).toBeUndefined()
    expect(loadEnUS).not.toHaveBeenCalled()
    const [first, second] = await Promise.all([loadSections(catalogue, 'en-US'), loadSections(catalogue, 'en-US')])
    expect(first.demo.title).toBe('Title')
    expect(second).toBe(first)
    expect(loadedSections(catalogue, 'en-US')).toBe(first)
    expect(loadEnUS).toHaveBeenCalledTimes(1)
  })

  it('fetches every defined catalogue for a locale switch', async () => {
    const catalogue = defineFeatureCatalogue({ other: { name: '名称' } }, () =>
      Promise.resolve({ other: { name: 'Name' } }),
    )
    await loadDefinedSections('en-US')
    expect(loadedSections(catalogue, 'en-US')?.other.name).toBe('Name')
  })

  it('keeps a feature in Chinese when its English messages fail to download', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const catalogue = defineFeatureCatalogue({ broken: { label: '标签' } }, () => Promise.reject(new Error('offline')))
    expect((await loadSections(catalogue, 'en-US')).broken.label).toBe('标签')
    expect(loadedSections(catalogue, 'en-US')?.broken.label).toBe('标签')
    expect(warn).toHaveBeenCalled()
  })
})
