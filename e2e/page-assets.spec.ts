import { expect, test, type Page } from '@playwright/test'

/**
 * Every page loads without a failed request (issue 9: each page asked for /favicon.ico and logged a 404),
 * and the tab shows the console's own icon, in the demo build as in production (both serve it from the
 * bundle's assets, not from a public folder only one of them has).
 */

function failedRequests(page: Page): string[] {
  const failures: string[] = []
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${new URL(response.url()).pathname}`)
  })
  page.on('requestfailed', (request) => failures.push(`failed ${new URL(request.url()).pathname}`))
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()}`)
  })
  return failures
}

for (const path of ['/tourist', '/login']) {
  test(`${path} loads with its icon and no failed request`, async ({ page }) => {
    const failures = failedRequests(page)
    await page.goto(path)
    await expect(page.getByRole('heading').first()).toBeVisible()
    // The browser fetches the tab icon on its own schedule: give it the chance to fail before checking.
    await page.waitForLoadState('networkidle')
    expect(failures).toEqual([])

    const icon = page.locator('link[rel="icon"]')
    await expect(icon).toHaveAttribute('type', 'image/svg+xml')
    const href = (await icon.getAttribute('href')) ?? ''
    const served = await page.request.get(new URL(href, page.url()).toString())
    expect(served.status()).toBe(200)
    expect(await served.text()).toContain('<svg')
  })
}
