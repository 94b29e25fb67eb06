import { endpoints } from '@/api/endpoints'
import { route } from '../http/route'

/** `/config.json`: the payload public key and the chain's resource amounts. */
export const configRoutes = [
  route(endpoints.getConfig, ({ context }) => ({
    PUBLIC_KEY: context.payloadKey.publicKeySpkiBase64,
    BUY_RAM_QUANT: process.env.BUY_RAM_QUANT ?? '8192',
    STAKE_NET_QUANTITY: process.env.STAKE_NET_QUANTITY ?? '1.0000 SYS',
    STAKE_CPU_QUANTITY: process.env.STAKE_CPU_QUANTITY ?? '1.0000 SYS',
    HAS_SYSTEM_CONTRACTS: process.env.HAS_SYSTEM_CONTRACTS === 'true' ? ('true' as const) : ('false' as const),
    CHAIN_RPC: context.config.chain.rpc,
  })),
]
