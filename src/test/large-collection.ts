/**
 * Browser tests only: the console against the mock backend with a platform of `count` single-copy collectibles
 * (made a page at a time), and the CSV files it offers for download captured instead of saved.
 */
import { vi } from 'vitest'
import { handlers, resetStore, scenarios } from '@mocks/handlers'
import { BusinessType } from '@/api/primitives'
import { answerFetchFromMocks } from './mock-fetch'

/** The demo platform's account (`signInAs('platform')`) and the holder of every copy. */
export const LARGE_COLLECTION_PLATFORM = 'ddcplatform1'
export const LARGE_COLLECTION_OWNER = 'ddcuser11111'

export interface LargeCollectionSetup {
  /** Files offered for download so far. */
  downloads: Blob[]
  /** Requests answered so far, as `METHOD url`. */
  requests: string[]
  /**
   * Called before each request is answered: throw to fail it (the client sees a network failure); return a
   * promise to hold the answer until it settles.
   */
  beforeAnswer: (request: Request) => unknown
  restore: () => void
}

export function withLargeCollection(count: number): LargeCollectionSetup {
  resetStore()
  const setup: LargeCollectionSetup = {
    downloads: [],
    requests: [],
    beforeAnswer: () => undefined,
    restore: () => undefined,
  }
  const undoMocks = answerFetchFromMocks([
    ...scenarios.largeCollection({
      businessType: BusinessType.SingleCopy,
      platform: LARGE_COLLECTION_PLATFORM,
      owner: LARGE_COLLECTION_OWNER,
      count,
    }),
    ...handlers,
  ])
  const answer = globalThis.fetch
  globalThis.fetch = async (input, init) => {
    const request = new Request(input, init)
    setup.requests.push(`${request.method} ${request.url}`)
    await setup.beforeAnswer(request)
    return answer(request)
  }
  const objectUrl = vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
    if (file instanceof Blob) setup.downloads.push(file)
    return 'blob:captured'
  })
  const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
  // The download link's click would save a file; the captured Blob is what it would have saved.
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
  setup.restore = () => {
    globalThis.fetch = answer
    undoMocks()
    objectUrl.mockRestore()
    revoke.mockRestore()
    click.mockRestore()
  }
  return setup
}
