// QA finds a screen in Storybook's sidebar by its route or its Chinese name. The sidebar searches story names
// and titles (not tags), and a `/` in a title starts a new level, so each screen's title carries its menu name
// and its route written with the division slash `∕` (U+2215), which the fuzzy search still matches.
import { describe, expect, it } from 'vitest'
import { zhCN } from '@/lib/i18n/zh-CN'
import { zhCN as authZhCN } from '@/features/auth/messages/zh-CN'
import { consoleEntries } from './console-routes'

const storyFiles = import.meta.glob<string>('/src/**/*.stories.tsx', { query: '?raw', import: 'default', eager: true })
const titles = Object.values(storyFiles).flatMap((source) => {
  const title = /^ {2}title:\s+'([^']+)',$/m.exec(source)?.[1]
  return title?.startsWith('Pages/') ? [title] : []
})

const screens = [
  ...consoleEntries.map((entry) => ({ route: entry.path, name: zhCN.menu[entry.label] })),
  { route: '/login', name: authZhCN.auth.loginTitle },
  { route: '/register', name: authZhCN.auth.registerTitle },
  { route: '/logout', name: zhCN.layout.logout },
]

describe('screen stories in the sidebar search', () => {
  it.each(screens)('finds $route ($name) by route and by Chinese name', ({ route, name }) => {
    const searchable = route.replaceAll('/', '\u2215')
    const matching = titles.filter((title) => title.split('/').some((level) => level.split(' ').includes(searchable)))
    expect(matching.length, `no page story title names ${route}`).toBeGreaterThan(0)
    expect(matching.some((title) => title.split('/').some((level) => level.split(' ').includes(name)))).toBe(true)
  })
})
