/**
 * `npx vitest run --project browser src/features/collectibles/components/ExportCsvButton.bench.browser.test.tsx`:
 * a 100,000-row CSV export from the real list screen, in Chromium against the mock backend (which answers in
 * the page, so its own work counts as the page's too). Prints the total time, the longest task on the page's
 * main thread while it ran and how many tasks passed 50 ms and 200 ms, beside the 200 ms limit. Figures are
 * printed for the record, not asserted: they vary with the machine's load.
 */
import { cleanup, screen } from '@testing-library/react'
import { afterAll, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { BusinessType } from '@/api/primitives'
import { withLargeCollection } from '@/test/large-collection'
import { renderScreen } from '@/test/render-screen'
import { signInAs } from '@/test/story-session'
import { CollectibleListScreen } from '../routes/CollectibleListScreen'

const ROWS = 100_000
/** No task while exporting should keep the page from answering input for longer. */
const LONGEST_TASK_LIMIT_MS = 200

const setup = withLargeCollection(ROWS)
afterAll(() => {
  cleanup()
  setup.restore()
})

it(`exports ${ROWS} rows and prints the time and the longest task`, async () => {
  signInAs('platform')
  renderScreen(
    <CollectibleListScreen businessType={BusinessType.SingleCopy} side="platform" />,
    '/digital-collection-721',
  )
  // The first page counts 10,000 rows ahead: beyond that the total is a lower bound.
  await screen.findByText('共10000+条数据', {}, { timeout: 30_000 })

  const tasks: number[] = []
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push(entry.duration)
  })
  observer.observe({ type: 'longtask' })
  const started = performance.now()
  await userEvent.click(screen.getByRole('button', { name: '导出CSV' }))
  await screen.findByText(`已导出${ROWS}条数据`, {}, { timeout: 280_000 })
  const total = performance.now() - started
  // Entries are delivered after their task: one more frame lets the last ones arrive.
  await new Promise((resolve) => requestAnimationFrame(resolve))
  observer.disconnect()

  const longest = Math.max(0, ...tasks)
  // eslint-disable-next-line no-console -- the benchmark's figures are meant for the terminal and CI logs
  console.log(
    `CSV export of ${ROWS} rows: total ${(total / 1000).toFixed(1)} s, longest task ${longest.toFixed(0)} ms ` +
      `(limit ${LONGEST_TASK_LIMIT_MS} ms), tasks over 50 ms: ${tasks.length}, over ${LONGEST_TASK_LIMIT_MS} ms: ` +
      `${tasks.filter((duration) => duration > LONGEST_TASK_LIMIT_MS).length}, ${setup.downloads[0]?.size ?? 0} bytes`,
  )
  expect(setup.downloads).toHaveLength(1)
}, 300_000)
