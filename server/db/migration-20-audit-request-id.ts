/**
 * Issue 21 item 2: each audit row keeps the id of the request that wrote it (the `X-Request-Id` the console
 * sent, or the server's own), so a row leads to that request's log lines. Rows written before have none.
 */
export const migration20 = {
  version: 20,
  name: 'each audit row keeps the request id that wrote it',
  up: `
    alter table audit_log add column request_id text;
  `,
} as const
