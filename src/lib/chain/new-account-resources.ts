/**
 * The RAM and stake a new account gets when the chain runs system contracts (CreateAccountInput's fields):
 * RAM in bytes (buyrambytes) or as a token quantity (buyram); NET and CPU stakes as token quantities.
 * Kept apart from the action builders so a screen can read the config without loading the chain SDK.
 */
export interface NewAccountResources {
  ramBytes?: number
  ramQuantity?: string
  stakeNetQuantity?: string
  stakeCpuQuantity?: string
}

/** A token quantity as the system contract takes it, e.g. `1.0000 SYS`. */
const TOKEN_QUANTITY = /^\d+(\.\d+)? [A-Z]{1,7}$/

/**
 * The remote config's BUY_RAM_QUANT (bytes when all digits, a token quantity otherwise), STAKE_NET_QUANTITY and
 * STAKE_CPU_QUANTITY; a value absent or of neither form is left out, so the built-in default applies.
 */
export function newAccountResourcesFrom(config: {
  BUY_RAM_QUANT?: string | undefined
  STAKE_NET_QUANTITY?: string | undefined
  STAKE_CPU_QUANTITY?: string | undefined
}): NewAccountResources {
  const ram = config.BUY_RAM_QUANT?.trim() ?? ''
  const net = config.STAKE_NET_QUANTITY?.trim() ?? ''
  const cpu = config.STAKE_CPU_QUANTITY?.trim() ?? ''
  const bytes = /^\d{1,10}$/.test(ram) ? Number(ram) : 0
  return {
    ...(bytes > 0 ? { ramBytes: bytes } : TOKEN_QUANTITY.test(ram) ? { ramQuantity: ram } : {}),
    ...(TOKEN_QUANTITY.test(net) ? { stakeNetQuantity: net } : {}),
    ...(TOKEN_QUANTITY.test(cpu) ? { stakeCpuQuantity: cpu } : {}),
  }
}
