import type { PGlite, Transaction } from '@electric-sql/pglite';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';

/*
 * Kysely over PGlite, the embedded PostgreSQL. Kysely 0.29 ships a PGlite dialect but
 * declares Node 22 or later; these machines run Node 20, so the project stays on Kysely 0.28
 * (Node 20 or later) with this small dialect of its own (docs/decisions.md, "Server").
 *
 * PGlite has one connection. Whoever holds it (a query, or a whole transaction) has it alone:
 * the others wait their turn, in order. A transaction runs inside PGlite's own exclusive
 * `transaction()`, so nothing else using the instance can slip a statement into it.
 */

/** First come, first served: `acquire` resolves once every earlier holder has released. */
class Turnstile {
  #tail: Promise<void> = Promise.resolve();

  acquire(): Promise<() => void> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => {
      release = resolve;
    });
    const ready = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => turn);
    return ready;
  }
}

const ROLLBACK = new Error('Rolled back');

class PGliteConnection implements DatabaseConnection {
  readonly #pglite: PGlite;
  /** Set while a transaction is open: statements go through it. */
  #transaction: Transaction | null = null;
  /** Settles the open transaction: commit (true) or roll back (false). */
  #finish: ((commit: boolean) => void) | null = null;
  #finished: Promise<void> | null = null;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const target = this.#transaction ?? this.#pglite;
    const result = await target.query<R>(query.sql, [...query.parameters], { rowMode: 'object' });
    return {
      rows: result.rows ?? [],
      ...(result.affectedRows === undefined
        ? {}
        : { numAffectedRows: BigInt(result.affectedRows) }),
    };
  }

  // biome-ignore lint/correctness/useYield: PGlite has no cursors to stream from.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite cannot stream query results');
  }

  async begin(): Promise<void> {
    let open!: () => void;
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    const decided = new Promise<boolean>((resolve) => {
      this.#finish = resolve;
    });
    this.#finished = this.#pglite.transaction(async (transaction) => {
      this.#transaction = transaction;
      open();
      // Throwing is how PGlite is told to roll back.
      if (!(await decided)) throw ROLLBACK;
    });
    // A transaction that cannot even begin fails here rather than waiting forever.
    await Promise.race([opened, this.#finished]);
  }

  async end(commit: boolean): Promise<void> {
    this.#finish?.(commit);
    const finished = this.#finished;
    this.#transaction = null;
    this.#finish = null;
    this.#finished = null;
    if (commit) await finished;
    else await finished?.catch(() => {});
  }
}

class PGliteDriver implements Driver {
  readonly #pglite: PGlite;
  readonly #turnstile = new Turnstile();
  readonly #connection: PGliteConnection;
  #release: (() => void) | null = null;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
    this.#connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {
    if (this.#pglite.closed) throw new Error('The PGlite instance is closed');
    await this.#pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    this.#release = await this.#turnstile.acquire();
    return this.#connection;
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = null;
    release?.();
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteConnection).begin();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteConnection).end(true);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteConnection).end(false);
  }

  async destroy(): Promise<void> {
    if (!this.#pglite.closed) await this.#pglite.close();
  }
}

/** PGlite has one connection: the migration lock is holding it. */
class PGliteAdapter extends PostgresAdapter {
  override async acquireMigrationLock(): Promise<void> {}
  override async releaseMigrationLock(): Promise<void> {}
}

export class PGliteDialect implements Dialect {
  readonly #pglite: PGlite;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  createDriver(): Driver {
    return new PGliteDriver(this.#pglite);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new PGliteAdapter();
  }

  // biome-ignore lint/suspicious/noExplicitAny: Kysely's own signature
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}
