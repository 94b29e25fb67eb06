import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { getStore, resetStore } from '@mocks/handlers'
import { BusinessType } from '@/api/primitives'
import { signInAs } from '@/test/story-session'
import { StoryRouter } from '@/test/StoryRouter'
import { storyText } from '@/test/story-text'
import { expectPageNotWidened } from '@/test/long-content'
import { screenOf } from '../screens'
import { collectiblesCatalogue } from '../messages'
import { CollectibleListScreen } from './CollectibleListScreen'

/** Data at the lengths the contract allows: a 600-character URI and memo (a platform is an account name, 12 at most). */
const LONG_URI = `ipfs://${'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi'.repeat(10)}`.slice(0, 600)
const LONG_MEMO = '这是一段很长的藏品描述，用来检查列表在极端长度下的版式。'.repeat(25).slice(0, 600)

const slow = { timeout: 15_000 }

const meta = {
  title:
    'Pages/Collectibles/单一藏品 用户单一藏品 多份藏品 用户多份藏品 ∕digital-collection-721 ∕user-collection-721 ∕digital-collection-1155 ∕user-collection-1155/LongContent',
  id: 'pages-collectibles-collectiblelist-longcontent',
  component: CollectibleListScreen,
  args: { businessType: BusinessType.SingleCopy, side: 'operator' },
  beforeEach: ({ args }) => {
    resetStore()
    signInAs(args.side)
    for (const collectible of getStore().collectibles) {
      collectible.nft_uri = LONG_URI
      collectible.nft_memo = LONG_MEMO
    }
  },
  render: (args) => (
    <StoryRouter path={screenOf(args.businessType, args.side).listPath}>
      <main>
        <CollectibleListScreen {...args} />
      </main>
    </StoryRouter>
  ),
} satisfies Meta<typeof CollectibleListScreen>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Every row with a 600-character URI on the operator's list (its widest: the platform column too): the URI is
 * shortened in the middle with the whole of it as its title, and the page does not widen.
 */
export const LongUri: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const table = await canvas.findByRole('table', { name: t('collectibles.listTitle') }, slow)
    await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'), slow)
    const [uri] = await within(table).findAllByTitle(LONG_URI, {}, slow)
    await expect(uri).toBeVisible()
    await expect((uri?.textContent ?? '').length).toBeLessThan(LONG_URI.length + 40)
    await expectPageNotWidened(canvasElement)
  },
}

/** The same on the multi-copy list, which has two more columns (supply and amount). */
export const LongUriMultiCopy: Story = {
  args: { businessType: BusinessType.MultiCopy },
  play: LongUri.play,
}
