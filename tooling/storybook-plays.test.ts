// The Storybook a person opens and the test run must agree: play functions run again in the built Storybook
// (`npm run build-storybook`, which CI builds before the tests), clicked through in one preview frame as a
// reviewer does. Each must finish without error and end on a canvas that shows something. Kept cheap for CI:
// in Chinese the stories that once failed only there, in English every story tagged 'both-locales' (its play
// finds elements by the catalogue of the story's locale). `STORYBOOK_PLAYS=all` replays every story.
import { readFile } from 'node:fs/promises'
import type { Server } from 'node:http'
import path from 'node:path'
import { chromium, type Browser, type BrowserContext } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumLaunchOptions } from './chromium'
import { openPreview, playStory, type PlayOutcome } from './storybook-play-runner'
import { serveStorybookStatic, storybookBuilt, storybookStaticDir } from './storybook-static-server'

interface IndexEntry {
  id: string
  title: string
  type: 'story' | 'docs'
  tags?: string[]
}

/** Stories whose plays failed in the built Storybook while the test run passed them (timing, pointer, fonts). */
const BUILT_ONLY_FAILURES = [
  'pages-logout--default',
  'pages-collectionsearch-touristsearchpage--loading',
  'design-system-tooltip--hover',
  'collectibles-operations-seturiandapproveall--set-uri-empty',
  'design-system-table--virtual',
  // Dialogs whose play closes them: they end on what the caller was told, not on a blank canvas.
  'pages-passphrasedialog--dismissed',
  'pages-passphrasedialog--verified',
  'features-multisig-invalidateapprovals--done',
  'features-multisig-invalidateapprovals--cancelled',
  'accounts-operationdialog--done',
  'pages-billing-chainoperationdialog--fee-preview',
  // Once met records left by the stories before them (the store is reset before each story since).
  'pages-billing-distribution--platform',
  'pages-billing-record--filtered-by-type',
]

/**
 * The stories a locale replays: `STORYBOOK_PLAYS` chooses others by id prefix (comma-separated; `all` for
 * every story) when looking into one.
 */
function selected(entries: IndexEntry[], locale: 'zh-CN' | 'en-US'): string[] {
  const prefixes = (process.env.STORYBOOK_PLAYS ?? '').split(',').filter((prefix) => prefix !== '')
  const stories = entries.filter((entry) => entry.type === 'story')
  if (prefixes.length > 0)
    return stories
      .filter((entry) => prefixes.some((prefix) => prefix === 'all' || entry.id.startsWith(prefix)))
      .map((entry) => entry.id)
  if (locale === 'en-US')
    return stories.filter((entry) => entry.tags?.includes('both-locales')).map((entry) => entry.id)
  const known = new Set(stories.map((entry) => entry.id))
  return BUILT_ONLY_FAILURES.filter((id) => known.has(id))
}

// One story's play: sized for a loaded 2-core machine (the mock chain's slowest stories wait 15 s by design).
const STORY_LIMIT_MS = 45_000

describe.skipIf(!storybookBuilt)('play functions in the built Storybook', () => {
  let browser: Browser
  let context: BrowserContext
  let origin: string
  let server: Server
  let entries: IndexEntry[] = []

  beforeAll(async () => {
    ;({ server, origin } = await serveStorybookStatic())
    browser = await chromium.launch(chromiumLaunchOptions)
    // One browser profile for both languages, as a reviewer's: the second opens the preview from the cache.
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const index = JSON.parse(await readFile(path.join(storybookStaticDir, 'index.json'), 'utf8')) as {
      entries: Record<string, IndexEntry>
    }
    entries = Object.values(index.entries)
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
    await new Promise((resolve) => server?.close(resolve))
  })

  /** Every selected story, one after another in one frame; the failures, each with what went wrong. */
  async function replay(locale: 'zh-CN' | 'en-US'): Promise<PlayOutcome[]> {
    const stories = selected(entries, locale)
    expect(stories.length).toBeGreaterThan(0)
    const globals = locale === 'en-US' ? 'locale:en-US' : ''
    const page = await context.newPage()
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

  it('in Chinese: the stories that once failed only in the built Storybook play to their end state', async () => {
    expect(summary(await replay('zh-CN'))).toEqual([])
  }, 1_500_000)

  it("in English: every story tagged 'both-locales' plays to its end state", async () => {
    expect(summary(await replay('en-US'))).toEqual([])
  }, 1_500_000)
})
