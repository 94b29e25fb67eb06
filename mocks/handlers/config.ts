import { endpoints } from '@/api/endpoints'
import { route } from '../http/define-route'
import { getPayloadKeyPair } from '../store/secrets'

/** `/config.json`: the mock's payload public key and demo resource amounts. */
export const configRoutes = [
  route(endpoints.getConfig, async () => ({
    PUBLIC_KEY: (await getPayloadKeyPair()).publicKeySpkiBase64,
    BUY_RAM_QUANT: '8192',
    STAKE_NET_QUANTITY: '1.0000 SYS',
    STAKE_CPU_QUANTITY: '1.0000 SYS',
    HAS_SYSTEM_CONTRACTS: 'false' as const,
    CHAIN_RPC: 'http://127.0.0.1:8888',
  })),
]
