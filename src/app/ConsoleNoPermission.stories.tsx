import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { designSystemStrings } from '@/design-system/provider'
import { storyLocale } from '@/test/story-messages'
import { signInAs, type DemoUser } from '@/test/story-session'
import { StoryApp } from './testing/StoryApp'

/**
 * Each console screen opened by a role that may not see it: the 403 page with its way home (spec §2). The
 * operator's screens for a platform party, the platform's for the operator, the shared ones for a user
 * without a role.
 */
const meta = {
  title: 'Pages/Console/NoPermission',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

// A screen's code loads on its first visit: slow on a loaded 2-core machine.
const slow = { timeout: 30_000 }

/** The 403 page for `user` at `path`. */
function refused(path: string, user: DemoUser): Story {
  return {
    args: { path },
    beforeEach: () => signInAs(user),
    play: async ({ canvas, globals }) => {
      const ds = designSystemStrings[storyLocale(globals)]
      await expect(await canvas.findByText(ds.noPermission, {}, slow)).toBeVisible()
      await expect(canvas.getByRole('button', { name: ds.home })).toBeVisible()
    },
  }
}

export const UserCollection721: Story = refused('/user-collection-721', 'platform')
export const UserCollection1155: Story = refused('/user-collection-1155', 'platform')
export const RechargeRecord: Story = refused('/charging/recharge-record', 'platform')
export const ChargingRule: Story = refused('/charging/charging-rule', 'platform')
export const SetCharging: Story = refused('/charging/set-charging', 'platform')
export const AccountPoints: Story = refused('/charging/account-points', 'platform')
export const MultisigProposals: Story = refused('/multisig-proposals', 'platform')
export const ContractManage: Story = refused('/contract-manage', 'platform')
export const Reconciliation: Story = refused('/charging/reconciliation', 'platform')
export const Collection721: Story = refused('/digital-collection-721', 'operator')
export const Collection1155: Story = refused('/digital-collection-1155', 'operator')
export const AccountPoint: Story = refused('/charging/account-point', 'operator')
export const PointRecord: Story = refused('/charging/record', 'operator')
export const Home: Story = refused('/home', 'user')
export const Distribution: Story = refused('/charging/distribution', 'user')
export const DistributionRecord: Story = refused('/charging/distribution-record', 'user')
export const AccountManage: Story = refused('/account-manage', 'user')
export const AuditLog: Story = refused('/audit-log', 'user')

/** The same page in English. */
export const English: Story = { ...refused('/charging/charging-rule', 'platform'), globals: { locale: 'en-US' } }
