import { openAsBlob } from 'node:fs'
import { inject } from 'vitest'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated PGlite cluster (server/test/pglite-template.setup.ts); absent on PostgreSQL. */
    pgliteTemplate?: string
  }
}

let template: Promise<Blob | undefined> | undefined

/** Outside Vitest (`npm run bench:web` starts the test server from tsx) there is no template: a fresh cluster. */
function providedTemplate(): string | undefined {
  try {
    return inject('pgliteTemplate')
  } catch {
    return undefined
  }
}

/**
 * The node project's migrated PGlite cluster, made once per run: a test database loaded from it skips initdb
 * and the migrations (about 2 s of CPU each time on the CI machine).
 */
export function migratedPGliteTemplate(): Promise<Blob | undefined> {
  const file = providedTemplate()
  template ??= file ? openAsBlob(file) : Promise.resolve(undefined)
  return template
}
