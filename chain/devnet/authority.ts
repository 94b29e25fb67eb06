import { PublicKey, type Authority } from '@greymass/eosio'

/** How nodeos limits recursion through account permissions inside an authority. */
const MAX_AUTHORITY_DEPTH = 6

export type AuthorityLookup = (actor: string, permission: string) => Authority | undefined

/** The canonical text of a public key (PUB_K1_…), whatever format it arrived in. */
export function canonicalKey(key: string | PublicKey): string {
  return PublicKey.from(key).toString()
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

  constructor(
    private readonly lookup: AuthorityLookup,
    providedKeys: Iterable<string>,
  ) {
    this.providedKeys = new Set(Array.from(providedKeys, (key) => canonicalKey(key)))
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
    const authority = this.lookup(actor, permission)
    if (!authority) return false
    const threshold = authority.threshold.toNumber()
    const tentative: string[] = []
    let weight = 0
    for (const { key, weight: keyWeight } of authority.keys) {
      const text = key.toString()
      if (!this.providedKeys.has(text)) continue
      weight += keyWeight.toNumber()
      tentative.push(text)
      if (weight >= threshold) break
    }
    if (weight < threshold) {
      for (const { permission: level, weight: levelWeight } of authority.accounts) {
        if (this.check(level.actor.toString(), level.permission.toString(), depth + 1)) {
          weight += levelWeight.toNumber()
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
    const authority = lookup(actor, permission)
    if (!authority) return
    for (const { key } of authority.keys) keys.add(key.toString())
    for (const { permission: level } of authority.accounts)
      visit(level.actor.toString(), level.permission.toString(), depth + 1)
  }
  for (const level of levels) visit(level.actor, level.permission, 0)
  return keys
}
