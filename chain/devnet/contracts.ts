import { ABI, type Action, Name, type PermissionLevel, Serializer } from '@greymass/eosio'
import { type Blockchain } from '@proton/vert'
import { ZERO_ID } from './blocks.ts'
import { sha256Hex } from './persistence.ts'
import { registerWasm } from './wasm-cache.ts'

export interface CodeInfo {
  abi: ABI
  abiBinary: Uint8Array
  abiHash: string
  codeHash: string
}

/** An action as nodeos prints it in traces and blocks: `data` decoded with the ABI, `hex_data` raw. */
export interface ActionJson {
  account: string
  name: string
  authorization: { actor: string; permission: string }[]
  data: unknown
  hex_data: string
}

export function levelJson(level: PermissionLevel): { actor: string; permission: string } {
  return { actor: level.actor.toString(), permission: level.permission.toString() }
}

/** The ABI side of the chain: deployed code and ABIs per account, and decoding actions with them. */
export class Contracts {
  private readonly codes = new Map<string, CodeInfo>()
  /** Top-level actions decoded once for both their trace and their block entry. */
  private readonly cachedActionJson = new WeakMap<Action, ActionJson>()

  constructor(private readonly bc: Blockchain) {}

  /** Puts `wasm` and its ABI on an existing account (VeRT runs it from now on). */
  deploy(account: string, wasm: Uint8Array, abiDef: ABI.Def): void {
    const holder = this.bc.getAccount(Name.from(account))
    if (!holder) throw new Error(`devnet: cannot deploy on missing account ${account}`)
    const bytes = registerWasm(new Uint8Array(wasm))
    holder.setContract(abiDef, bytes)
    this.setAbi(account, ABI.from(abiDef), sha256Hex(bytes))
  }

  /** Records an ABI (and the hash of the code it belongs to; ZERO_ID for native code). */
  setAbi(account: string, abi: ABI, codeHash: string): void {
    const abiBinary = Serializer.encode({ object: abi }).array
    this.codes.set(account, { abi, abiBinary, abiHash: sha256Hex(abiBinary), codeHash })
  }

  code(account: string): CodeInfo | undefined {
    return this.codes.get(account)
  }

  abiOf(account: string): ABI | undefined {
    return this.codes.get(account)?.abi
  }

  /** The sha256 of the wasm deployed on `account`, or undefined. */
  deployedCodeHash(account: string): string | undefined {
    const code = this.codes.get(account)
    return code && code.codeHash !== ZERO_ID ? code.codeHash : undefined
  }

  /** Action data decoded with the account's ABI; the hex when there is no ABI or it does not fit. */
  decodeActionData(account: string, name: string, data: Uint8Array): unknown {
    const abi = this.codes.get(account)?.abi
    if (!abi) return Buffer.from(data).toString('hex')
    const type = abi.actions.find((action) => action.name.toString() === name)?.type
    if (!type) return Buffer.from(data).toString('hex')
    try {
      return Serializer.objectify(Serializer.decode({ abi, type, data }))
    } catch {
      return Buffer.from(data).toString('hex')
    }
  }

  /** Hex action data decoded with the account's ABI, or undefined when the ABI does not know the action. */
  decodeParams(account: string, name: string, hexData: string): unknown {
    const abi = this.codes.get(account)?.abi
    const type = abi?.actions.find((action) => action.name.toString() === name)?.type
    if (!abi || !type) return undefined
    try {
      return Serializer.objectify(Serializer.decode({ abi, type, data: Buffer.from(hexData, 'hex') }))
    } catch {
      return undefined
    }
  }

  actionJson(action: Action): ActionJson {
    const cached = this.cachedActionJson.get(action)
    if (cached) return cached
    const account = action.account.toString()
    const name = action.name.toString()
    const json: ActionJson = {
      account,
      name,
      authorization: action.authorization.map(levelJson),
      data: this.decodeActionData(account, name, action.data.array),
      hex_data: action.data.hexString,
    }
    this.cachedActionJson.set(action, json)
    return json
  }

  /** get_raw_abi's answer for an existing account. */
  rawAbiJson(account: string) {
    const code = this.codes.get(account)
    return {
      account_name: account,
      code_hash: code?.codeHash ?? ZERO_ID,
      abi_hash: code?.abiHash ?? ZERO_ID,
      abi: code ? Buffer.from(code.abiBinary).toString('base64') : '',
    }
  }

  /** get_abi's answer for an existing account. */
  abiJson(account: string) {
    const code = this.codes.get(account)
    return code ? { account_name: account, abi: Serializer.objectify(code.abi) } : { account_name: account }
  }
}
