import { expect, test, type Page } from '@playwright/test'

// Logins encrypt in the browser and the mock backend hashes with scrypt: slow on a loaded machine.
test.describe.configure({ timeout: 90_000 })
const afterLogin = { timeout: 20_000 }

// Demo logins of the mock backend (mocks/README.md).
const operator = { name: 'demo_operator', password: 'Demo#2026op' }
const platform = { name: 'demo_platform', password: 'Demo#2026pf' }
const noRoleUser = { name: 'demo_user', password: 'Demo#2026us' }

async function logIn(page: Page, account: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('账号').fill(account)
  await page.getByRole('textbox', { name: '密码', exact: true }).fill(password)
  await page.getByRole('button', { name: '登录', exact: true }).click()
}

function menu(page: Page) {
  return page.getByRole('navigation')
}

test('the console opens on the login page with its title and the demo badge', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('heading', { name: '数字藏品管理后台' })).toBeVisible()
  await expect(page.getByText('离线演示')).toBeVisible()
})

test('the login form says what is missing', async ({ page }) => {
  await page.goto('/login')
  await page.getByRole('button', { name: '登录', exact: true }).click()
  await expect(page.getByText('请输入账号')).toBeVisible()
  await expect(page.getByText('请输入密码')).toBeVisible()
})

test('a new user registers, logs in, sees only their menu, survives a reload and a corrupted session, and logs out', async ({
  page,
}) => {
  const name = `e2e_${Date.now().toString(36)}`
  await page.goto('/register')
  await page.getByRole('button', { name: '提交' }).click()
  await expect(page.getByText('请输入账户名')).toBeVisible()
  await expect(page.getByText('请输入登录密码')).toBeVisible()
  await expect(page.getByText('请输入手机号')).toBeVisible()

  await page.getByLabel('账户名').fill(name)
  await page.getByLabel('登录密码').fill('weak')
  await page.getByLabel('手机号').fill('12345')
  await page.getByRole('button', { name: '提交' }).click()
  await expect(page.getByText('长度为8-20位，包含数字、英文大小写和特殊字符(!#$%)')).toBeVisible()
  await expect(page.getByText('手机号格式错误')).toBeVisible()

  await page.getByLabel('登录密码').fill('Strong#2026ab')
  await page.getByLabel('手机号').fill('+8613800138000')
  await page.getByRole('button', { name: '提交' }).click()
  await expect(page.getByText('注册成功,请登录')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)

  await logIn(page, name, 'Strong#2026ab')
  // No chain account, so no role: only collection search and personal center.
  await expect(page).toHaveURL(/\/collection-search$/, afterLogin)
  await expect(menu(page).getByRole('link')).toHaveText(['藏品查询', '个人中心'])

  await page.reload()
  await expect(menu(page).getByRole('link', { name: '个人中心' })).toBeVisible()
  await expect(page.getByText(` · ${name}`, { exact: false })).toBeVisible()

  await page.evaluate(() => sessionStorage.setItem('loginInfo', '{"account":'))
  await page.reload()
  await expect(page.getByText('环境异常,请重新登录')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0)

  await logIn(page, name, 'Strong#2026ab')
  await expect(page).toHaveURL(/\/collection-search$/, afterLogin)
  await page.getByRole('button', { name: '退出登录' }).click()
  await expect(page.getByRole('heading', { name: '您已退出登录' })).toBeVisible()
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull()
  await page.getByRole('button', { name: '点击登录' }).click()
  await expect(page).toHaveURL(/\/login$/)
})

test('an operator and a platform see different menus', async ({ page }) => {
  await logIn(page, operator.name, operator.password)
  await expect(page).toHaveURL(/\/home$/, afterLogin)
  const nav = menu(page)
  await expect(nav.getByRole('link', { name: '用户单一藏品' })).toBeVisible()
  await expect(nav.getByRole('link', { name: '单一藏品', exact: true })).toHaveCount(0)
  await page.getByRole('button', { name: '退出登录' }).click()

  await logIn(page, platform.name, platform.password)
  await expect(page).toHaveURL(/\/home$/, afterLogin)
  await expect(nav.getByRole('link', { name: '单一藏品', exact: true })).toBeVisible()
  await expect(nav.getByRole('link', { name: '用户单一藏品' })).toHaveCount(0)
})

test('a user switches the current chain account from the header', async ({ page }) => {
  await logIn(page, platform.name, platform.password)
  await expect(page.getByRole('button', { name: '链账户：ddcplatform1' })).toBeEnabled(afterLogin)
  await page.getByRole('button', { name: '链账户：ddcplatform1' }).click()
  await page.getByRole('menuitem', { name: /ddcplatform2/ }).click()
  await expect(page.getByRole('button', { name: '链账户：ddcplatform2' })).toBeVisible()
  await expect(page).toHaveURL(/\/home$/)
  await page.reload()
  await expect(page.getByRole('button', { name: '链账户：ddcplatform2' })).toBeVisible()
})

test('a user without a role gets 403 on a role page, and unknown paths go to 404', async ({ page }) => {
  await logIn(page, noRoleUser.name, noRoleUser.password)
  await expect(page).toHaveURL(/\/collection-search$/, afterLogin)
  await page.goto('/charging/recharge')
  await expect(page.getByText('403')).toBeVisible()
  await page.goto('/no-such-page')
  await expect(page).toHaveURL(/\/404$/)
  await expect(page.getByText('404')).toBeVisible()
})

test('a token handed over in the URL logs in with 登录成功; a bad one leaves the form', async ({ page }) => {
  await logIn(page, operator.name, operator.password)
  await expect(page).toHaveURL(/\/home$/, afterLogin)
  const token = await page.evaluate(() => sessionStorage.getItem('token'))
  expect(token).not.toBeNull()
  await page.evaluate(() => sessionStorage.clear())

  await page.goto('/login?token=not-a-real-token')
  await expect(page.getByRole('textbox', { name: '账号' })).toBeEnabled()
  // The form shows while the token is being checked; once the server refuses it, it is removed again.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).toBeNull()
  await expect(page).toHaveURL(/\/login/)

  await page.goto(`/login?token=${encodeURIComponent(token ?? '')}`)
  await expect(page.getByText('登录成功')).toBeVisible(afterLogin)
  await expect(page).toHaveURL(/\/home$/, afterLogin)
})

test('a visitor on an unknown path lands on the search page', async ({ page }) => {
  await page.goto('/no-such-page')
  await expect(page).toHaveURL(/\/tourist$/)
})
