import '@/api/zod-locale'
import '@testing-library/jest-dom/vitest'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { __PRIVATE__ } from 'styled-components'
import { cleanup, configure } from '@testing-library/react'
import { server } from '../../mocks/node'
import { resetStore } from '../../mocks/store/store'

// findBy… and waitFor end as soon as what they wait for is there; Testing Library's 1 s default failed a
// register form test whose English catalogue arrived later on a loaded 2-core machine.
configure({ asyncUtilTimeout: 10_000 })

// Every unit test runs against the MSW mock backend; a request no handler answers fails the test.
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' })
})

/** styled-components' one sheet, as its own test helper (jest-styled-components) resets it. */
const styleSheet = __PRIVATE__.mainSheet as unknown as { gs: object; names: Map<string, unknown>; clearTag(): void }

// A file gets a new jsdom but shares its worker's modules (vite.config.ts): styled-components would remember
// rules it injected into the previous file's document and leave this one unstyled.
// Testing Library sets React's act environment when first imported, which a shared module graph does once.
beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  styleSheet.gs = {}
  styleSheet.names = new Map()
  styleSheet.clearTag()
})

// Files share their worker's modules (vite.config.ts): what a test leaves behind must not reach the next one.
afterEach(() => {
  cleanup()
  server.resetHandlers()
  resetStore()
  globalThis.localStorage?.clear()
  globalThis.sessionStorage?.clear()
})

afterAll(() => {
  server.close()
})
