import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { getStore, scenarios } from '@mocks/handlers'
import { signInAs } from '@/test/story-session'
import { StoryRouter } from '@/test/StoryRouter'
import ReconciliationPage from './ReconciliationPage'
import { expectEnglishScreen } from '@/test/story-messages'
import { storyText } from '@/test/story-text'

/** Data, not UI text: the server's own message. */
const CHAIN_DOWN = '链节点暂不可用，无法对账，请稍后重试'

const meta = {
  title: 'Pages/Statistics/积分对账 ∕charging∕reconciliation',
  id: 'pages-statistics-reconciliation',
  component: ReconciliationPage,
  beforeEach: () => signInAs('operator'),
  render: () => (
    <StoryRouter path="/charging/reconciliation">
      <main>
        <ReconciliationPage />
      </main>
    </StoryRouter>
  ),
} satisfies Meta<typeof ReconciliationPage>

export default meta
type Story = StoryObj<typeof meta>

const slow = { timeout: 15_000 }

/** The ledger and the chain agree: no rows, a success message. */
export const Agrees: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals)
    await expect(await canvas.findByRole('status', {}, slow)).toHaveTextContent(t('账目一致：没有差异'))
    await expect(canvas.getByText(t('核对账户数'))).toBeVisible()
  },
}

/** One account's chain balance moved without a ledger line: it is listed with the difference. */
export const Differences: Story = {
  beforeEach: () => {
    signInAs('operator')
    const record = getStore().balances.get('ddcplatform1')
    if (!record) throw new Error('no balance for ddcplatform1')
    record.balance += 25
    return () => {
      record.balance -= 25
    }
  },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals)
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(t('发现 1 个账户不一致'))
    const table = canvas.getByRole('table', { name: t('积分对账') })
    const row = within(table).getAllByRole('row')[1]
    if (!row) throw new Error('no difference row')
    await expect(row).toHaveTextContent('ddcplatform1')
    await expect(row).toHaveTextContent('-25')
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: { statistics: scenarios.pending('statistics') } } },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals)
    await expect(await canvas.findByRole('button', { name: t('重新对账') })).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.queryByRole('status', { name: t('账目一致：没有差异') })).toBeNull()
  },
}

/** The chain node does not answer: the server says so. */
export const ChainUnavailable: Story = {
  parameters: {
    msw: { handlers: { statistics: scenarios.error('statistics', CHAIN_DOWN) } },
  },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals)
    const alert = await canvas.findByRole('alert', {}, slow)
    await expect(alert).toHaveTextContent(t('对账失败'))
    await expect(alert).toHaveTextContent(CHAIN_DOWN)
  },
}

/** A platform reaching the screen anyway is refused by the backend. */
export const PlatformRefused: Story = {
  beforeEach: () => signInAs('platform'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent('no permission')
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals)
    await expect(await canvas.findByRole('status', {}, slow)).toHaveTextContent(t('账目一致：没有差异'))
  },
}

/** The screen in English: its own words (headings, buttons, columns, labels) follow the locale. */
export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => expectEnglishScreen(canvasElement),
}
