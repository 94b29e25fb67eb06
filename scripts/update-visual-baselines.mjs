#!/usr/bin/env node
// Rewrites every screenshot baseline after an intended visual change: the design system's
// (src/design-system/visual.browser.test.tsx) and the page stories' (title 'Pages/…', .storybook/visual-capture.ts).
// The page stories' baselines are deleted first, so a renamed or removed story leaves none behind; review the
// result with `git status` and `git diff` before committing. `-- <story file>…` refreshes only those files.
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

const designSystem = 'src/design-system/visual.browser.test.tsx'

function storyFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === '__screenshots__' ? [] : storyFiles(file)
    return entry.name.endsWith('.stories.tsx') ? [file] : []
  })
}

const chosen = process.argv.slice(2)
const pages = (chosen.length > 0 ? chosen : storyFiles('src')).filter((file) =>
  /title:\s*'Pages\//.test(readFileSync(file, 'utf8')),
)
for (const file of pages)
  rmSync(path.join(path.dirname(file), '__screenshots__', path.basename(file)), { recursive: true, force: true })

const projects = chosen.length > 0 ? ['--project', 'storybook*'] : ['--project', 'browser', '--project', 'storybook*']
const files = chosen.length > 0 ? pages : [designSystem, ...pages]
const result = spawnSync(path.join('node_modules', '.bin', 'vitest'), ['run', '--update', ...projects, ...files], {
  stdio: 'inherit',
})
console.log(
  `\n${pages.length} page story files refreshed; review with: git status -- '*__screenshots__*' && git diff --stat`,
)
process.exit(result.status ?? 1)
