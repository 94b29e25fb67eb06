import type { Widen } from '@/lib/i18n/locale'
import type { zhCN } from './zh-CN'

// The same keys in English (moved from src/lib/i18n/en-US.ts), fetched when en-US is chosen.
export const enUS: Widen<typeof zhCN> = {
  home: {
    welcome: 'Welcome, {name}',
    pointsBalance: 'Points balance',
    collectibles721: 'Single-copy collectibles',
    collectibles1155: 'Multi-copy collectibles',
    summary: 'Overview',
    noChainAccountTitle: 'No chain account yet',
    noChainAccountHint: 'You have no chain account; see your account details in the personal center.',
    loadFailed: 'The overview could not be loaded',
    retry: 'Retry',
    lowBalance: 'Points balance is below {threshold}: recharge soon',
    today: 'today',
    thisMonth: 'this month',
    operations: 'Chain operations',
    fees: 'Points consumed',
    mints: 'Collectibles minted',
    periodFigure: '{figure} {period}',
    figuresTitle: 'Business figures',
    viewDetail: 'View {name} statistics',
    recentTitle: 'Recent operations',
    noRecent: 'No operations yet',
    time: 'Time',
    action: 'Operation',
    collectible: 'Collectible number',
    sender: 'Sender',
    txHash: 'Transaction hash',
    shortcutsTitle: 'Common tasks',
    lowestTitle: 'Platforms with the lowest balances',
    account: 'Chain account',
    businessName: 'Business name',
    balance: 'Points left',
    noPlatforms: 'No platforms yet',
  },
}
