import { PublicKey, type Authority } from '@greymass/eosio'

/** How nodeos limits recursion through account permissions inside an authority. */
const MAX_AUTHORITY_DEPTH = 6

export type AuthorityLookup = (actor: string, permission: string) => Authority | undefined

const canonicalKeys = new Map<string, string>()

/** The canonical text of a public key (PUB_K1_…), whatever format it arrived in (memoised: it costs a checksum). */
export function canonicalKey(key: string | PublicKey): string {
  if (typeof key !== 'string') return key.toString()
  let canonical = canonicalKeys.get(key)
  if (canonical === undefined) {
    canonical = PublicKey.from(key).toString()
    if (canonicalKeys.size > 10_000) canonicalKeys.clear()
    canonicalKeys.set(key, canonical)
  }
  return canonical
}

/** An authority with its keys as canonical text and weights as numbers, computed once per Authority object. */
interface PlainAuthority {
  threshold: number
  keys: { key: string; weight: number }[]
  accounts: { actor: string; permission: string; weight: number }[]
}

const plainAuthorities = new WeakMap<Authority, PlainAuthority>()

function plain(authority: Authority): PlainAuthority {
  let result = plainAuthorities.get(authority)
  if (!result) {
    result = {
      threshold: authority.threshold.toNumber(),
      keys: authority.keys.map(({ key, weight }) => ({ key: key.toString(), weight: weight.toNumber() })),
      accounts: authority.accounts.map(({ permission, weight }) => ({
        actor: permission.actor.toString(),
        permission: permission.permission.toString(),
        weight: weight.toNumber(),
      })),
    }
    plainAuthorities.set(authority, result)
  }
  return result
}

/**
 * nodeos's authority checker: a permission is satisfied when the weights of the provided keys
 * and of satisfied nested account permissions reach its threshold. Like nodeos it stops adding
 * weight as soon as the threshold is met, so a key that was not needed counts as unused
 * (which is how irrelevant signatures are found and how get_required_keys stays minimal).
 */
export class AuthorityChecker {
  private readonly providedKeys: ReadonlySet<string>
  private readonly used = new Set<string>()
  private readonly providedPermissions: ReadonlySet<string>

  /** `providedPermissions` (`actor@permission`) count as satisfied outright, as eosio.msig's approvals do. */
  constructor(
    private readonly lookup: AuthorityLookup,
    providedKeys: Iterable<string>,
    providedPermissions: Iterable<string> = [],
  ) {
    this.providedKeys = new Set(Array.from(providedKeys, (key) => canonicalKey(key)))
    this.providedPermissions = new Set(providedPermissions)
  }

  /** Whether `actor@permission` is satisfied; marks the keys that satisfied it as used. */
  satisfies(actor: string, permission: string): boolean {
    return this.check(actor, permission, 0)
  }

  usedKeys(): string[] {
    return [...this.used]
  }

  unusedKeys(): string[] {
    return [...this.providedKeys].filter((key) => !this.used.has(key))
  }

  private check(actor: string, permission: string, depth: number): boolean {
    if (depth > MAX_AUTHORITY_DEPTH) return false
    if (this.providedPermissions.has(`${actor}@${permission}`)) return true
    const found = this.lookup(actor, permission)
    if (!found) return false
    const authority = plain(found)
    const threshold = authority.threshold
    const tentative: string[] = []
    let weight = 0
    for (const { key, weight: keyWeight } of authority.keys) {
      if (!this.providedKeys.has(key)) continue
      weight += keyWeight
      tentative.push(key)
      if (weight >= threshold) break
    }
    if (weight < threshold) {
      for (const level of authority.accounts) {
        if (this.check(level.actor, level.permission, depth + 1)) {
          weight += level.weight
          if (weight >= threshold) break
        }
      }
    }
    if (weight < threshold) return false
    for (const key of tentative) this.used.add(key)
    return true
  }
}

/** Every key that could take part in satisfying these permissions (through nested account permissions too). */
export function candidateKeys(
  lookup: AuthorityLookup,
  levels: Iterable<{ actor: string; permission: string }>,
): Set<string> {
  const keys = new Set<string>()
  const visited = new Set<string>()
  const visit = (actor: string, permission: string, depth: number) => {
    const id = `${actor}@${permission}`
    if (depth > MAX_AUTHORITY_DEPTH || visited.has(id)) return
    visited.add(id)
    const found = lookup(actor, permission)
    if (!found) return
    const authority = plain(found)
    for (const { key } of authority.keys) keys.add(key)
    for (const level of authority.accounts) visit(level.actor, level.permission, depth + 1)
  }
  for (const level of levels) visit(level.actor, level.permission, 0)
  return keys
}
