import { describe } from 'vitest'
import { registrationBehaviour } from './api-behaviour/registration'
import { listsAndStatisticsBehaviour } from './api-behaviour/collectibles-statistics'
import { multisigAndManagerBehaviour } from './api-behaviour/multisig-manager'
import { billingBehaviour } from './api-behaviour/billing'
import { captchaAndAuditBehaviour } from './api-behaviour/captcha-audit'
import { keyMaterialBehaviour } from './api-behaviour/key-material'
import type { BehaviourBackend } from './api-behaviour/client'

/**
 * One behavioural suite, two backends: the MSW mock (`mocks/api-behaviour.test.ts`) and the real server
 * (`server/test/api-behaviour.test.ts`) must answer the console the same way, so they cannot drift.
 * It speaks only through the console's own API client, as the console would.
 */
export function describeApiBehaviour(name: string, backend: () => BehaviourBackend): void {
  describe(`API behaviour: ${name}`, () => {
    registrationBehaviour(backend)
    listsAndStatisticsBehaviour(backend)
    multisigAndManagerBehaviour(backend)
    billingBehaviour(backend)
    captchaAndAuditBehaviour(backend)
    keyMaterialBehaviour(backend)
  })
}
