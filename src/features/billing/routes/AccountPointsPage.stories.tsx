import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { scenarios } from '@mocks/handlers'
import { signInAs } from '@/test/story-session'
import { BillingStory, slow } from '../testing/billing-story'
import { expectPageNotWidened, LONG_NAME_START, longBusinessNames } from '@/test/long-content'
import AccountPointsPage from './AccountPointsPage'
import { expectEnglishScreen } from '@/test/story-messages'
import { storyText } from '@/test/story-text'
import { billingCatalogue } from '../messages'

const meta = {
  title: 'Pages/Billing/账户积分 ∕charging∕account-points',
  id: 'pages-billing-accountpoints',
  component: AccountPointsPage,
  beforeEach: () => signInAs('operator'),
  render: () => (
    <BillingStory path="/charging/account-points">
      <AccountPointsPage />
    </BillingStory>
  ),
} satisfies Meta<typeof AccountPointsPage>

export default meta
type Story = StoryObj<typeof meta>

const dataRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1)

/** Every account's balance, largest first; account names in the monospace font they have on every screen. */
export const Loaded: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, billingCatalogue)
    const table = await canvas.findByRole('table', { name: t('账户积分列表') }, slow)
    await waitFor(() => expect(dataRows(table).length).toBeGreaterThan(1), slow)
    const [cell] = within(dataRows(table)[0] as HTMLElement).getAllByRole('cell')
    const name = within(cell as HTMLElement).getByText((cell as HTMLElement).textContent ?? '')
    await expect(getComputedStyle(name).fontFamily).toMatch(/monospace/)
  },
}

/** Filtered by role: platform parties only. */
export const PlatformsOnly: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, billingCatalogue)
    const table = await canvas.findByRole('table', { name: t('账户积分列表') }, slow)
    await waitFor(() => expect(dataRows(table).length).toBeGreaterThan(1), slow)
    await userEvent.selectOptions(canvas.getByLabelText(t('角色')), t('平台方'))
    await userEvent.click(canvas.getByRole('button', { name: t('查询') }))
    await waitFor(
      () =>
        expect(new Set(dataRows(table).map((row) => within(row).getAllByRole('cell')[2]?.textContent))).toEqual(
          new Set([t('平台方')]),
        ),
      slow,
    )
  },
}

/** While the balances load: the table is busy and says so. */
export const Loading: Story = {
  parameters: { msw: { handlers: { fee: scenarios.pending('fee') } } },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, billingCatalogue)
    const table = await canvas.findByRole('table', { name: t('账户积分列表') }, slow)
    await expect(table).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('status')).toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: t('导出CSV') })).toBeDisabled()
  },
}

export const Empty: Story = {
  parameters: { msw: { handlers: { fee: scenarios.empty('fee') } } },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, billingCatalogue)
    await expect(await canvas.findByText(t('暂无数据'), {}, slow)).toBeVisible()
  },
}

export const Failed: Story = {
  parameters: { msw: { handlers: { fee: scenarios.error('fee') } } },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, billingCatalogue)
    await expect(await canvas.findByText(t('加载失败'), {}, slow)).toBeVisible()
  },
}

/** The screen in English: its own words (headings, buttons, columns, labels) follow the locale. */
export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => expectEnglishScreen(canvasElement),
}

/** Business names at their longest (64 characters): they wrap in their column, the page does not widen. */
export const LongBusinessNames: Story = {
  beforeEach: longBusinessNames,
  play: async ({ canvas, canvasElement, globals }) => {
    const t = await storyText(globals, billingCatalogue)
    const table = await canvas.findByRole('table', { name: t('账户积分列表') }, slow)
    await waitFor(() => expect(dataRows(table).length).toBeGreaterThan(1), slow)
    const [name] = await within(table).findAllByText(new RegExp(LONG_NAME_START), {}, slow)
    await expect(name).toBeVisible()
    await expectPageNotWidened(canvasElement)
  },
}
