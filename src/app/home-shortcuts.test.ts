import { describe, expect, it } from 'vitest'
import { Role } from '@/api/primitives'
import { STATISTICS_DATA_TYPES } from '@/api/statistics'
import { homeShortcuts, statisticsHref } from '@/features/home/shortcuts'
import { consoleRegistry } from './console-routes'

describe("the home page's links", () => {
  it.each([Role.Operator, Role.Platform])(
    'every shortcut of role %s is a registry route that role may open',
    (role) => {
      for (const shortcut of homeShortcuts[role]) {
        const entry = consoleRegistry.find(shortcut.path)
        expect(entry, shortcut.path).toBeDefined()
        expect(entry && consoleRegistry.canAccess(entry, role), shortcut.path).toBe(true)
        expect(entry?.label).toBe(shortcut.label)
      }
    },
  )

  it('links each statistic to the statistics detail route, open to both roles; reconciliation to the operator only', () => {
    for (const dataType of STATISTICS_DATA_TYPES) {
      const entry = consoleRegistry.find(statisticsHref(dataType))
      expect(entry?.path).toBe('/admin-statistics-detail/:dataType')
    }
    const reconciliation = consoleRegistry.find('/charging/reconciliation')
    expect(reconciliation && consoleRegistry.canAccess(reconciliation, Role.Operator)).toBe(true)
    expect(reconciliation && consoleRegistry.canAccess(reconciliation, Role.Platform)).toBe(false)
  })
})
