import { setupServer } from 'msw/node'
import { handlers } from './handlers'

/** The mock backend for Vitest (unit project). Started by src/test/setup-unit.ts. */
export const server = setupServer(...handlers)
