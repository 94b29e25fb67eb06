import type { Migration } from './migrations'

/**
 * Wrong passwords counted per login name, existing or not (a hash of the name, not the name: a password
 * typed into the name field is not kept), so a captcha is asked for in the same way whether a name is
 * registered or not; the count on `users` goes.
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
    insert into login_failures (name_hash, failures, last_failed_at)
      select encode(sha256(convert_to(user_name, 'UTF8')), 'hex'), failed_logins, now() from users where failed_logins > 0;
    alter table users drop column failed_logins;
  `,
}
