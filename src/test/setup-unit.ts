import '@/api/zod-locale'
import '@testing-library/jest-dom/vitest'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { cleanup } from '@testing-library/react'
import { server } from '../../mocks/node'
import { resetStore } from '../../mocks/store/store'

// Every unit test runs against the MSW mock backend; a request no handler answers fails the test.
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' })
})

afterEach(() => {
  cleanup()
  server.resetHandlers()
  resetStore()
})

afterAll(() => {
  server.close()
})
