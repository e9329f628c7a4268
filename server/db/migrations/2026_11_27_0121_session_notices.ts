import { type Kysely, sql } from 'kysely';

/*
 * Frozen: once released, a migration is never edited; later changes get a new file.
 * Each server process keeps the sessions it checked a moment ago (server/auth/session-cache.ts).
 * When a session ends, however it ends (signed out, a new password or e-mail address, deleted),
 * the database tells every process listening on `sessions_ended`, at the commit, with the
 * customer's id; they forget that customer's cached sessions (server/auth/session-notices.ts).
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function sessions_ended_notify() returns trigger language plpgsql as $$
    begin
      perform pg_notify('sessions_ended', old.customer_id::text);
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger sessions_ended after update of revoked_at or delete on sessions
    for each row when (old.revoked_at is null)
    execute function sessions_ended_notify()`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger sessions_ended on sessions`.execute(db);
  await sql`drop function sessions_ended_notify()`.execute(db);
}
