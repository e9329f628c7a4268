import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type PGliteOptions, types as pgliteTypes } from '@electric-sql/pglite';
import {
  CamelCasePlugin,
  Kysely,
  PostgresDialect,
  type PostgresPool,
  type PostgresPoolClient,
} from 'kysely';
import pg from 'pg';
import { MEMORY_DATA_DIR } from '../config.ts';
import { isConnectionBroken } from './errors.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import type { DB } from './tables.ts';

export type Db = Kysely<DB>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Set when the tables live in a dedicated PostgreSQL schema (tests). */
  schema: string | undefined;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** `postgres://...`; when set, PostgreSQL is used and `dataDir` is ignored. */
  databaseUrl?: string | undefined;
  /** Directory for the embedded database, or `memory://`. */
  dataDir?: string | undefined;
  /** PostgreSQL only: create this schema if needed and put it first on the search path. */
  schema?: string | undefined;
  /** PostgreSQL only: shorter limits for tests of faults; DATABASE_TIMEOUTS by default. */
  timeouts?: Partial<DatabaseTimeouts> | undefined;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * How long PostgreSQL may take. A statement running longer is cancelled by the server, a
 * connection that does not come within the connect timeout fails, and a query whose answer
 * never arrives (a dead network) fails on our side; each then answers 503, well inside the
 * request deadline, instead of holding the request open.
 */
export const DATABASE_TIMEOUTS = {
  statementMs: 5000,
  connectMs: 3000,
  queryMs: 6000,
  /** Idle connections are dropped after this, so a restarted database is picked up fresh. */
  idleMs: 30_000,
  /**
   * TCP keep-alive probes start after a connection has been quiet this long, so one whose
   * peer has vanished (a host gone, a NAT entry dropped) is noticed by the kernel rather than
   * waited on until a statement times out on it.
   */
  keepAliveMs: 10_000,
};

export type DatabaseTimeouts = typeof DATABASE_TIMEOUTS;

/*
 * Both drivers are told to return the same JavaScript values for the same column types, so
 * code and tests never depend on which database is underneath: bigint counts as numbers
 * (they stay far below 2^53 here) and `date` columns as 'yyyy-MM-dd' strings, because a
 * Date at midnight shifts a day in some time zones.
 */
const INT8 = 20;
const DATE = 1082;
const keepText = (value: string) => value;

function pgliteParsers() {
  return {
    [pgliteTypes.INT8]: (value: string) => Number(value),
    [pgliteTypes.DATE]: keepText,
  };
}

const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8) return (value: string) => Number(value);
    if (oid === DATE) return keepText;
    return pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig['getTypeParser'],
};

function kysely(dialect: PGliteDialect | PostgresDialect): Db {
  return new Kysely<DB>({ dialect, plugins: [new CamelCasePlugin()] });
}

/** A PGlite instance that returns the same values as the `pg` driver does here. */
export function createPglite(dataDir: string, options: PGliteOptions = {}): PGlite {
  return new PGlite(dataDir, { ...options, parsers: pgliteParsers() });
}

/** Wraps an open PGlite instance; closing the Database closes the instance. */
export function pgliteDatabase(pglite: PGlite): Database {
  const db = kysely(new PGliteDialect(pglite));
  return {
    db,
    kind: 'pglite',
    schema: undefined,
    async close() {
      await db.destroy();
      // Kysely only closes an instance it has used; an unclosed PGlite can leave its
      // data directory needing recovery, so close it whatever happened before.
      if (!pglite.closed) await pglite.close();
    },
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  let pglite: PGlite;
  if (dataDir === MEMORY_DATA_DIR) {
    pglite = createPglite(MEMORY_DATA_DIR);
  } else {
    const directory = path.join(dataDir, 'pgdata');
    await mkdir(directory, { recursive: true });
    pglite = createPglite(directory);
  }
  await pglite.waitReady;
  return pgliteDatabase(pglite);
}

/**
 * The pool as Kysely sees it, with one rule added: a connection on which a statement failed
 * because the connection itself did (isConnectionBroken: a socket error, a backend ended, an
 * answer that never came) is destroyed when it is released, never handed to the next request.
 * pg itself keeps a client whose query timed out: the unanswered statement stays in flight on
 * it, and every statement queued behind it times out too, so after a network outage the whole
 * pool would answer 503 until restarted. Later statements on a broken connection (the
 * rollback of its transaction) fail at once rather than waiting out their own timeout.
 */
function selfHealing(pool: pg.Pool): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let broken: Error | undefined;
      async function query(sql: string, parameters: readonly unknown[]) {
        if (broken) throw broken;
        try {
          return await client.query(sql, [...parameters]);
        } catch (error) {
          if (isConnectionBroken(error)) broken = error as Error;
          throw error;
        }
      }
      return {
        // Statements only: no cursor is configured, so Kysely never passes one.
        query: query as unknown as PostgresPoolClient['query'],
        release(destroy?: boolean) {
          // pg-pool removes and ends a client released with an error (or true).
          client.release(broken ?? destroy === true);
          // Ending politely waits on a socket that may never answer; cut it outright.
          if (broken)
            (client as unknown as { connection: pg.Connection }).connection.stream.destroy();
        },
      };
    },
    end: () => pool.end(),
  };
}

async function openPostgres(
  databaseUrl: string,
  schema: string | undefined,
  timeouts: DatabaseTimeouts,
): Promise<Database> {
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    throw new Error(`Invalid schema name "${schema}"`);
  }
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    types: pgTypes,
    // A startup option rather than a SET after connecting, so every pooled connection,
    // including ones opened mid-transaction, sees the schema.
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.queryMs,
    connectionTimeoutMillis: timeouts.connectMs,
    idleTimeoutMillis: timeouts.idleMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: timeouts.keepAliveMs,
  });
  // An idle connection the database drops (a restart, pg_terminate_backend, a network cut)
  // is reported here. Without a listener Node treats it as unhandled and the process exits;
  // the pool has already discarded the connection and opens a new one when next needed.
  pool.on('error', (error) => {
    console.error('PostgreSQL: an idle connection failed and was discarded:', error.message);
  });
  // A connection checked out between two statements (inside a transaction) has no pool
  // listener; its failure reaches the statement that uses it next, so here it is only noted.
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      console.error('PostgreSQL: a connection in use failed:', error.message);
    });
  });
  if (schema) await pool.query(`create schema if not exists ${schema}`);
  const db = kysely(new PostgresDialect({ pool: selfHealing(pool) }));
  return {
    db,
    kind: 'postgres',
    schema,
    async close() {
      await db.destroy();
      // As with PGlite, Kysely leaves a pool it never queried alone.
      if (!pool.ending && !pool.ended) await pool.end();
    },
  };
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const timeouts = { ...DATABASE_TIMEOUTS, ...options.timeouts };
    return openPostgres(options.databaseUrl, options.schema, timeouts);
  }
  if (options.schema) throw new Error('The schema option needs PostgreSQL (databaseUrl)');
  return openPglite(options.dataDir ?? MEMORY_DATA_DIR);
}
