// @vitest-environment node
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/** The lint rule that keeps the router's mechanics from importing the app they are composed into. */
describe('src/app/router imports', () => {
  const eslint = new ESLint({ cwd: process.cwd() })
  const ruleHits = async (code: string) => {
    const [result] = await eslint.lintText(code, { filePath: 'src/app/router/probe.ts' })
    return (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-restricted-paths')
  }

  it.each([
    "import { SessionGate } from '../session/SessionGate'",
    "import { ConsoleHeader } from '../layout/ConsoleHeader'",
    "import { ForbiddenPage } from '../pages/ForbiddenPage'",
    "import { consoleRegistry } from '../console-routes'",
  ])('refuses %s', async (line) => {
    expect(await ruleHits(`${line}\nexport const probe = [${line.split(' ')[2]}]\n`)).toHaveLength(1)
  })

  it('allows lib and its own files', async () => {
    const code =
      "import { roleOf } from '@/api/primitives'\nimport { notBuilt } from './route-registry'\nexport const probe = [roleOf, notBuilt]\n"
    expect(await ruleHits(code)).toEqual([])
  })
})
