import { expect, test, type Locator } from '@playwright/test'

/**
 * The console in English on a 1440 px screen (issues 9 and 20): long names wrap onto a second line and are
 * never cut; labels end with an English colon.
 */

// Logins encrypt in the browser and the mock backend hashes with scrypt: slow on a loaded machine.
test.describe.configure({ timeout: 90_000 })
test.use({ viewport: { width: 1440, height: 900 } })

// A demo login of the mock backend (mocks/README.md).
const operator = { name: 'demo_operator', password: 'Demo#2026op' }

async function isWhole(element: Locator): Promise<boolean> {
  return element.evaluate((node) => node.scrollWidth <= node.clientWidth && node.scrollHeight <= node.clientHeight)
}

test('an operator in English: page titles fit, long names in the menu wrap and are shown whole', async ({ page }) => {
  await page.goto('/login')
  await page.getByRole('button', { name: '语言：English' }).click()
  await page.getByLabel('Account').fill(operator.name)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(operator.password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 })

  const nav = page.getByRole('navigation')
  await nav.getByRole('link', { name: 'Personal center' }).click()
  const title = page.getByRole('heading', { level: 1, name: 'Personal center' })
  await expect(title).toBeVisible()
  expect(await title.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true)

  const productName = nav.getByText('Digital collection management back office')
  expect(await isWhole(productName)).toBe(true)
  const longEntry = nav.getByText("Users' single-copy collectibles")
  expect(await isWhole(longEntry)).toBe(true)

  const header = page.getByRole('banner')
  await expect(header.getByText('Target chain:')).toBeVisible()
  await expect(header.getByText('Role:')).toBeVisible()
  await expect(header.getByRole('button', { name: /^Chain account: / })).toBeVisible()
  await expect(header.getByText(/：/)).toHaveCount(0)
  const userName = page.getByText('User name', { exact: true })
  await expect(userName).toBeVisible()
  expect(await userName.evaluate((node) => getComputedStyle(node, '::after').content)).toBe('": "')
})
