import { expect, test } from '@playwright/test'
import { captchaAnswerFromImageSrc } from '../src/features/collection-search/testing/captcha-answer'

/**
 * A visitor's lookup in the offline demo (mock backend in the browser). The captcha answer is read from
 * the image the page shows: the demo's mock puts it in a text chunk of its PNG (a demo-only affordance, see
 * src/features/collection-search/testing/captcha-answer.ts); a real server's captcha is pixels only.
 */

const FIRST_SINGLE_COPY = '1000000000003'

test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

test('a visitor searches, opens a collectible and one of its transactions, and copies the raw data', async ({
  page,
}) => {
  await page.goto('/tourist')
  await expect(page.getByRole('heading', { name: '藏品查询' })).toBeVisible()

  // Required fields first: nothing filled in shows the three messages of spec §5.
  await page.getByRole('button', { name: '查询' }).click()
  await expect(page.getByText('请选择目标链')).toBeVisible()
  await expect(page.getByText('请输入验证码')).toBeVisible()

  await page.getByRole('combobox', { name: '目标链' }).selectOption({ label: 'Antelope 开发链' })
  await page.getByRole('textbox', { name: '藏品编号/链账户地址' }).fill(FIRST_SINGLE_COPY)
  const captcha = page.getByRole('img', { name: '验证码' })
  await expect(captcha).toHaveAttribute('src', /^data:image\/png;base64,/)
  const firstImage = (await captcha.getAttribute('src')) ?? ''
  const answer = captchaAnswerFromImageSrc(firstImage)
  expect(answer).toMatch(/^\w{6}$/)
  await page.getByRole('textbox', { name: '验证码' }).fill(answer)
  await page.getByRole('button', { name: '查询' }).click()

  const results = page.getByRole('table', { name: '查询结果' })
  await expect(page.getByText('共1条数据')).toBeVisible()
  await expect(results.getByText('单一藏品')).toBeVisible()
  // The captcha is single-use: a new one is shown and the field is empty again.
  await expect(page.getByRole('textbox', { name: '验证码' })).toHaveValue('')
  await expect(captcha).not.toHaveAttribute('src', firstImage)

  await results.getByRole('link', { name: FIRST_SINGLE_COPY }).click()
  await expect(page).toHaveURL(/\/collection-search-details\?erc_info_id=\d+&business_type=1&owner=/)
  await expect(page.getByRole('heading', { name: '藏品详情' })).toBeVisible()
  const provenance = page.getByRole('table', { name: '流转记录' })
  await expect(provenance.getByText('创建')).toBeVisible()

  await provenance.getByRole('link').first().click()
  await expect(page).toHaveURL(/\/collection-search-deal\?history_id=\d+&business_type=1$/)
  await expect(page.getByRole('heading', { name: '交易详情' })).toBeVisible()
  await expect(page.getByText('区块高度')).toBeVisible()
  const operations = page.getByRole('table', { name: '操作记录' })
  await operations.getByRole('button', { name: '复制原始数据' }).first().click()
  await expect(operations.getByText('复制成功')).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(JSON.parse(copied)).toHaveProperty('business_type', 1)

  // Back twice: the search page shows its results again without another captcha.
  await page.goBack()
  await page.goBack()
  await expect(page).toHaveURL(/\/tourist\?chain_info_id=1&parameter=1000000000003$/)
  await expect(page.getByText('共1条数据')).toBeVisible()
})
