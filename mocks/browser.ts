import { setupWorker } from 'msw/browser'
import { handlers } from './handlers'

/** The mock backend in a browser (offline demo, manual runs); Storybook uses msw-storybook-addon instead. */
export const worker = setupWorker(...handlers)
