import { endpoints } from '@/api/endpoints'
import { ApiFailure } from '../http/failure'
import { route } from '../http/route'
import { chainBalancesReader, ChainUnavailableError } from '../statistics/chain-balances'
import { dashboard, series } from '../statistics/figures'
import { reconcile } from '../statistics/reconcile'
import { requireSession } from './scope'

/** The chain node did not answer: a business failure the screen shows, not a server error. */
const CHAIN_UNAVAILABLE_CODE = 502

export const statisticsRoutes = [
  route(endpoints.getDashboard, ({ session, context }) => dashboard(context.db, requireSession(session), new Date())),

  route(endpoints.getStatisticsSeries, ({ input, session, context }) =>
    series(context.db, requireSession(session), new Date(), input.data_type, input.granularity),
  ),

  route(endpoints.getReconciliation, async ({ context }) => {
    try {
      return await reconcile(
        context.db,
        chainBalancesReader(context.config.chain.rpc, context.config.chain.contractAccount),
      )
    } catch (error) {
      if (error instanceof ChainUnavailableError)
        throw new ApiFailure(CHAIN_UNAVAILABLE_CODE, '链节点暂不可用，无法对账，请稍后重试')
      throw error
    }
  }),
]
