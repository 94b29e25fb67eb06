import { expect, test } from '@playwright/test'

test('the console opens with its title in Chinese', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: '数字藏品管理后台' })).toBeVisible()
})
