import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { chainNodeHandlers, scenarios } from '@mocks/handlers'
import { signInAs } from '@/test/story-session'
import { StoryRouter } from '@/test/StoryRouter'
import { fixClock } from '@/test/fixed-clock'
import ProposalsPage from './ProposalsPage'
import { expectEnglishScreen } from '@/test/story-messages'
import { storyText } from '@/test/story-text'
import { multisigCatalogue } from '../messages'

const meta = {
  title: 'Pages/多签提案 ∕multisig-proposals',
  id: 'pages-multisigproposals',
  component: ProposalsPage,
  beforeEach: () => {
    signInAs('operator')
    // The proposals' times and countdowns are the same on every run (screenshot baselines).
    return fixClock()
  },
  render: () => (
    <StoryRouter path="/multisig-proposals">
      <main>
        <ProposalsPage />
      </main>
    </StoryRouter>
  ),
} satisfies Meta<typeof ProposalsPage>

export default meta
type Story = StoryObj<typeof meta>

const slow = { timeout: 15_000 }

/**
 * Open, expired, executed and cancelled proposals, newest first. The chain node gives the fee board's
 * threshold (2 of 3) and the contract's ABI: one approval of the two needed, exec disabled, the setfee decoded.
 */
export const Loaded: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, multisigCatalogue)
    const open = await canvas.findByRole('region', { name: 'ddcoperator1 / feemint12' }, slow)
    await expect(within(open).getByText(t('multisig.statusOpen'), { selector: 'span' })).toBeVisible()
    await expect(await within(open).findByText(t('已批准 1 / 需要 2'), {}, slow)).toBeVisible()
    await expect(within(open).getByRole('button', { name: t('multisig.exec') })).toBeDisabled()
    await expect(within(open).getByText(t('有效批准尚未达到门槛，暂不能执行'))).toBeVisible()
    await waitFor(() => expect(within(open).queryByText(t.re('原始数据'))).toBeNull(), slow)
    await expect(open).toHaveTextContent(/func_name.*mint/)
    const expired = canvas.getByRole('region', { name: 'ddcoperator1 / closeplat' })
    await expect(within(expired).getByRole('button', { name: t('multisig.exec') })).toBeDisabled()
    await expect(canvas.getByRole('region', { name: 'ddcoperator1 / delburnfee' })).toBeVisible()
    await expect(canvas.getByRole('region', { name: 'ddcoperator2 / feemint55' })).toBeVisible()
  },
}

/** An approval voided by its approver's invalidation counts no more; the signer may void its own. */
export const InvalidatedApproval: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, multisigCatalogue)
    const card = await canvas.findByRole('region', { name: 'ddcoperator1 / feeburnfive' }, slow)
    await expect(within(card).getByText(`ddcoperator2@active · ${t('已作废')}`)).toBeVisible()
    await expect(await within(card).findByText(t('已批准 1 / 需要 2'), {}, slow)).toBeVisible()
    await expect(within(card).getByRole('button', { name: t('multisig.exec') })).toBeDisabled()
    await expect(within(card).getByText(new RegExp(`${t('作废全部批准')} · ddcoperator2`))).toBeVisible()
    await expect(canvas.getByRole('button', { name: t('作废我的全部批准') })).toBeEnabled()
  },
}

/** The status filter asks the server for executed proposals only. */
export const FilterExecuted: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, multisigCatalogue)
    await canvas.findByRole('region', { name: 'ddcoperator1 / feemint12' }, slow)
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('状态') }), t('已执行'))
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'ddcoperator1 / feemint12' })).toBeNull(), slow)
    await expect(await canvas.findByRole('region', { name: 'ddcoperator1 / delburnfee' }, slow)).toBeVisible()
  },
}

export const Empty: Story = {
  parameters: { msw: { handlers: { permission: scenarios.empty('permission') } } },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, multisigCatalogue)
    await expect(await canvas.findByText(t('暂无提案'), {}, slow)).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: { permission: scenarios.pending('permission') } } },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByRole('status')).length).toBeGreaterThan(0)
  },
}

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { permission: scenarios.error('permission') } } },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, multisigCatalogue)
    await expect(await canvas.findByText(t('提案加载失败'), {}, slow)).toBeVisible()
  },
}

/** The chain node cannot say the fee board's threshold: exec stays disabled, and the card says why. */
export const ThresholdUnreadable: Story = {
  parameters: {
    msw: {
      handlers: {
        chainNode: [http.post('*/v1/chain/get_account', () => HttpResponse.error()), ...chainNodeHandlers],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, multisigCatalogue)
    const card = await canvas.findByRole('region', { name: 'ddcoperator1 / feemint12' }, slow)
    await expect(await within(card).findByText(t('无法读取链上的执行门槛，暂不能执行'), {}, slow)).toBeVisible()
    await expect(within(card).getByRole('button', { name: t('multisig.exec') })).toBeDisabled()
    await expect(within(card).getByText(t('已批准 1 / 请求 3'))).toBeVisible()
  },
}

/** The screen in English: its own words (headings, buttons, columns, labels) follow the locale. */
export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => expectEnglishScreen(canvasElement),
}
