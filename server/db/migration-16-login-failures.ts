import type { Migration } from './migrations'

/**
 * Wrong passwords counted per login name, existing or not (a hash of the folded name, not the name: a
 * password typed into the name field is not kept), so a captcha is asked for in the same way whether a name
 * is registered or not. The count on `users` goes (not carried over: at worst a name gets its free attempts
 * again once).
 */
export const migration16: Migration = {
  version: 16,
  name: 'wrong passwords counted per login name, existing or not',
  up: `
    create table login_failures (
      name_hash text primary key,
      failures integer not null,
      last_failed_at timestamptz not null
    );
    alter table users drop column failed_logins;
  `,
}
