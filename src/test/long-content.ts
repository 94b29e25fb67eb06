/** Stories only: data at the longest lengths the console accepts, and the check that a page holds its width. */
import { expect } from 'storybook/test'
import { getStore } from '@mocks/handlers'

/** A business name at its longest (64 characters), Chinese and English words as platforms write them. */
export const LONG_NAME_START = '星河数字藏品运营与发行服务有限公司'
export const LONG_BUSINESS_NAME = `${LONG_NAME_START} Galaxy Digital Collectibles Issuing Co Ltd`.slice(0, 64)

/** Every chain account of the mock store with the longest business name (its account first, to tell them apart). */
export function longBusinessNames(): void {
  for (const account of getStore().accounts)
    account.bussiness_name = `${account.account} ${LONG_BUSINESS_NAME}`.slice(0, 64)
}

/** The page is no wider than the window: whatever is too long wraps, or is shortened or scrolls in its own box. */
export async function expectPageNotWidened(canvasElement: HTMLElement): Promise<void> {
  const page = canvasElement.ownerDocument.documentElement
  await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth)
}
