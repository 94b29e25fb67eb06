// The Storybook a person opens and the test run must agree: the page stories' play functions run again in
// the built Storybook (`npm run build-storybook`, which CI builds before the tests), clicked through in one
// preview frame as a reviewer does, in Chinese and in English. Each must finish without error and end on a
// canvas that shows something.
import { readFile } from 'node:fs/promises'
import type { Server } from 'node:http'
import path from 'node:path'
import { chromium, type Browser } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumLaunchOptions } from './chromium'
import { openPreview, playStory, type PlayOutcome } from './storybook-play-runner'
import { serveStorybookStatic, storybookBuilt, storybookStaticDir } from './storybook-static-server'

interface IndexEntry {
  id: string
  title: string
  type: 'story' | 'docs'
}

/**
 * Which stories to replay: `STORYBOOK_PLAYS` chooses others by id prefix (comma-separated; `all` for every
 * story) when looking into one.
 */
function selected(entries: IndexEntry[], prefixes: string[]): string[] {
  return entries
    .filter((entry) => entry.type === 'story')
    .filter((entry) =>
      prefixes.length > 0
        ? prefixes.some((prefix) => prefix === 'all' || entry.id.startsWith(prefix))
        : entry.title.startsWith('Pages/'),
    )
    .map((entry) => entry.id)
}

// One story's play: sized for a loaded 2-core machine (the mock chain's slowest stories wait 15 s by design).
const STORY_LIMIT_MS = 45_000

describe.skipIf(!storybookBuilt)('play functions in the built Storybook', () => {
  let browser: Browser
  let origin: string
  let server: Server
  let stories: string[] = []

  beforeAll(async () => {
    ;({ server, origin } = await serveStorybookStatic())
    browser = await chromium.launch(chromiumLaunchOptions)
    const index = JSON.parse(await readFile(path.join(storybookStaticDir, 'index.json'), 'utf8')) as {
      entries: Record<string, IndexEntry>
    }
    const prefixes = (process.env.STORYBOOK_PLAYS ?? '').split(',').filter((prefix) => prefix !== '')
    stories = selected(Object.values(index.entries), prefixes)
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
    await new Promise((resolve) => server?.close(resolve))
  })

  /** Every selected story, one after another in one frame; the failures, each with what went wrong. */
  async function replay(globals: string): Promise<PlayOutcome[]> {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    const failures: PlayOutcome[] = []
    try {
      await openPreview(page, origin, stories[0] ?? '', globals)
      for (const storyId of stories) {
        const outcome = await playStory(page, storyId, STORY_LIMIT_MS)
        if (process.env.STORYBOOK_PLAYS_TIMES)
          console.log(
            `${outcome.milliseconds} ms ${globals} ${storyId} ${outcome.status}${outcome.shownText === '' ? ' blank' : ''}`,
            ...outcome.problems.map((problem) => `\n  ${problem.split('\n')[0]?.slice(0, 300)}`),
          )
        if (outcome.status !== 'success' || outcome.problems.length > 0 || outcome.shownText === '')
          failures.push(outcome)
      }
    } finally {
      await page.close()
    }
    return failures
  }

  const summary = (failures: PlayOutcome[]) =>
    failures.map(({ storyId, status, problems, shownText }) => ({
      storyId,
      status,
      // The first line of each: the DOM dump Testing Library appends is no use in a summary.
      problems: problems.map((problem) => problem.split('\n')[0]?.slice(0, 300)),
      blank: shownText === '',
    }))

  it('in Chinese: every page story plays to its end state', async () => {
    expect(stories.length).toBeGreaterThan(0)
    expect(summary(await replay(''))).toEqual([])
  }, 1_500_000)

  it('in English: every page story plays to its end state', async () => {
    expect(summary(await replay('locale:en-US'))).toEqual([])
  }, 1_500_000)
})
