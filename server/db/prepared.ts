import { createHash } from 'node:crypto'
import { sql, type RawBuilder } from 'kysely'
import type pg from 'pg'

/**
 * Hot statements (the public search, details and provenance) run as named prepared statements on PostgreSQL:
 * each connection parses and plans them once instead of at every call, which was most of their database
 * time. Only statements marked here are prepared, and their text must not vary with the input (values are
 * parameters), so each connection holds a handful. PGlite runs the same text; the mark is a comment.
 */
const MARK = '/* prepared */ '

export function prepared<Row>(statement: RawBuilder<Row>): RawBuilder<Row> {
  return sql<Row>`${sql.raw(MARK)}${statement}`
}

const names = new Map<string, string>()

function statementName(text: string): string {
  let name = names.get(text)
  if (!name) {
    name = `prepared_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`
    names.set(text, name)
  }
  return name
}

/** Makes a pool client send marked statements by name (pg parses a named statement once per connection). */
export function prepareMarkedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (config: pg.QueryConfig | string, values?: unknown[]) => unknown
  const byName = (text: unknown, values?: unknown[]) =>
    typeof text === 'string' && text.startsWith(MARK)
      ? query({ name: statementName(text), text, ...(values ? { values } : {}) })
      : query(text as pg.QueryConfig | string, values)
  client.query = byName as typeof client.query
}
