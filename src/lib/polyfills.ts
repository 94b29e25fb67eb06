import { Buffer } from 'buffer'

// eosjs reads the Node global `Buffer`; browsers have none. Imported first by the app and by Storybook.
if (typeof globalThis.Buffer === 'undefined') {
  ;(globalThis as { Buffer?: typeof Buffer }).Buffer = Buffer
}
