import { randomBytes } from 'node:crypto'
import pg from 'pg'

/**
 * A PostgreSQL database of the test's own on the server `DATABASE_URL` names, for tests of whole databases
 * (backup and restore, several processes sharing one): dropped, with its connections, at `drop()`.
 */
export async function ownPostgresDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  await admin(`create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) }
}
