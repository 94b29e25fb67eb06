// Every design-system component's docs page says when to use it and when not, do and don't, its states,
// keyboard and accessibility (issue 22 item 6): each component folder has its guidance and its stories show it.
import { describe, expect, it } from 'vitest'
import type { ComponentGuidance } from './guidance'

const guidanceFiles = import.meta.glob<ComponentGuidance>('../components/*/*.guidance.ts', {
  import: 'guidance',
  eager: true,
})
const storyFiles = import.meta.glob<string>('../components/*/*.stories.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
})
const components = [
  ...new Set(Object.keys(import.meta.glob('../components/*/index.ts')).map((file) => file.split('/')[2])),
]

describe('design-system docs guidance', () => {
  it('covers every component', () => {
    expect(components.length).toBeGreaterThan(40)
  })

  it.each(components)('%s: guidance complete and shown on its docs page', (name) => {
    const guidance = guidanceFiles[`../components/${name}/${name}.guidance.ts`]
    expect(guidance, `${name}.guidance.ts`).toBeDefined()
    for (const section of ['use', 'avoid', 'do', 'dont', 'states', 'accessibility'] as const)
      expect(guidance?.[section].length, section).toBeGreaterThan(0)
    expect(guidance?.summary).not.toBe('')
    const stories = storyFiles[`../components/${name}/${name}.stories.tsx`]
    expect(stories).toMatch(new RegExp(`import \\{ guidance \\} from './${name}.guidance'`))
    expect(stories).toMatch(/parameters: \{ guidance\b/)
  })
})
