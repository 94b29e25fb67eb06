import '@/api/zod-locale'
import { beforeAll } from 'vitest'
import { mswLoader } from 'msw-storybook-addon/csf3'

type LoaderContext = Parameters<ReturnType<typeof mswLoader>>[0]

// The first story of every file used to start the mock service worker (msw/browser) and load axe-core
// (the a11y check) inside its own test time: on a loaded 2-core machine that warm-up alone took the
// first stories past their limit. Both happen here once per file, under the hook's limit; the stories then
// reuse the worker (the loader keeps one per page) and the loaded axe-core.
beforeAll(async () => {
  const warmContext = { parameters: {} } as unknown as LoaderContext
  await mswLoader()(warmContext)
  await import('axe-core')
})
