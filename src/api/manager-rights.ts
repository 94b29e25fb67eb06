import * as z from 'zod/mini'
import { chainAccountName } from './primitives'

/**
 * Whether the session's current chain account holds manager rights on the contract: it is the contract
 * account itself, or the indexer saw a `setaccrole` give it `is_manager`. The console shows the manager's
 * screens only then; the contract refuses the actions to others whatever the console shows.
 */
export const managerRightsResponse = z.object({
  account: z.nullable(chainAccountName),
  is_manager: z.boolean(),
})
export type ManagerRights = z.infer<typeof managerRightsResponse>
