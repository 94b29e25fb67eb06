/** Starts the MSW mock backend in the browser for the offline demo (`npm start`). */
export async function startDemoBackend(): Promise<void> {
  const { setupWorker } = await import('msw/browser')
  const { handlers } = await import('../../../mocks/handlers')
  const worker = setupWorker(...handlers)
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true, serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` } })
}
