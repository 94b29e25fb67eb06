/** Starts the MSW mock backend in the browser for the offline demo (`npm start`). */
export async function startDemoBackend(): Promise<void> {
  const { setupWorker } = await import('msw/browser')
  const { handlers, getStore } = await import('@mocks/handlers')
  const { restoreDemoStore, saveDemoStore } = await import('./demo-store-persistence')
  restoreDemoStore(getStore())
  const worker = setupWorker(...handlers)
  // Writes travel as POST (login, register, switches, passphrases): keep the data after each of them.
  worker.events.on('response:mocked', ({ request }) => {
    if (request.method === 'POST') saveDemoStore(getStore())
  })
  await worker.start({
    onUnhandledFrame: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  })
}
