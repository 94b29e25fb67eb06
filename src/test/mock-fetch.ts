/**
 * Browser tests only: the page's `fetch` answered by MSW handlers in the page itself (no service worker, which
 * the browser test runner does not serve), so a real screen can run against the mock backend.
 */
import { getResponse, type RequestHandler } from 'msw'

/** Answers the page's requests from `handlers` (the first that matches), others from the network; returns the undo. */
export function answerFetchFromMocks(handlers: readonly RequestHandler[]): () => void {
  const original = globalThis.fetch
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const mocked = await getResponse([...handlers], request.clone())
    if (!mocked) return original(request)
    // The answer arrives in a task of its own, as from the network: the mock's work is not the caller's.
    await new Promise((resolve) => setTimeout(resolve, 0))
    return mocked
  }
  return () => {
    globalThis.fetch = original
  }
}
