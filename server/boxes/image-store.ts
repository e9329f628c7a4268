import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Config, MEMORY_DATA_DIR } from '../config.ts';
import type { Db } from '../db/database.ts';

/**
 * Where the customer's uploaded photos are kept, each under the customer and a random key:
 * in the database on PostgreSQL (every server process sees them), as files under
 * DATA_DIR/uploads/<customerId>/ with the embedded database (one process only). Nothing
 * serves them directly; photos leave only through the owner's authenticated calls.
 */
export interface ImageStore {
  write(customerId: number, key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or undefined when the file has gone. */
  read(customerId: number, key: string): Promise<Uint8Array | undefined>;
  /** Removes the file; a file already gone is not an error. */
  remove(customerId: number, key: string): Promise<void>;
}

/** Keys are UUIDs the server made: nothing a client sends becomes part of a path. */
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function checkedKey(customerId: number, key: string): string {
  if (!Number.isInteger(customerId) || customerId <= 0 || !KEY.test(key)) {
    throw new Error(`Invalid upload key ${customerId}/${key}`);
  }
  return `${customerId}/${key}`;
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}

export function fileImageStore(uploadsDir: string): ImageStore {
  const fileOf = (customerId: number, key: string) =>
    path.join(uploadsDir, ...checkedKey(customerId, key).split('/'));
  return {
    async write(customerId, key, bytes) {
      const file = fileOf(customerId, key);
      await mkdir(path.dirname(file), { recursive: true });
      // 'wx': a key is never reused, so an existing file means something is wrong.
      await writeFile(file, bytes, { flag: 'wx', mode: 0o600 });
    },
    async read(customerId, key) {
      try {
        return new Uint8Array(await readFile(fileOf(customerId, key)));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async remove(customerId, key) {
      await rm(fileOf(customerId, key), { force: true });
    },
  };
}

/** For the in-memory database (`DATA_DIR=memory://`): uploads go as the database goes. */
export function memoryImageStore(): ImageStore {
  const files = new Map<string, Uint8Array>();
  return {
    async write(customerId, key, bytes) {
      files.set(checkedKey(customerId, key), new Uint8Array(bytes));
    },
    async read(customerId, key) {
      return files.get(checkedKey(customerId, key));
    },
    async remove(customerId, key) {
      files.delete(checkedKey(customerId, key));
    },
  };
}

/**
 * Photos in the `uploaded_files` table. One uploaded before the database kept them is still
 * read from the file store it was written to (`earlier`).
 */
export function databaseImageStore(db: Db, earlier?: ImageStore): ImageStore {
  return {
    async write(customerId, key, bytes) {
      checkedKey(customerId, key);
      await db
        .insertInto('uploadedFiles')
        .values({ customerId, storageKey: key, bytes, createdAt: new Date() })
        .execute();
    },
    async read(customerId, key) {
      checkedKey(customerId, key);
      const found = await db
        .selectFrom('uploadedFiles')
        .select('bytes')
        .where('customerId', '=', customerId)
        .where('storageKey', '=', key)
        .executeTakeFirst();
      return found ? new Uint8Array(found.bytes) : earlier?.read(customerId, key);
    },
    async remove(customerId, key) {
      checkedKey(customerId, key);
      await db
        .deleteFrom('uploadedFiles')
        .where('customerId', '=', customerId)
        .where('storageKey', '=', key)
        .execute();
      await earlier?.remove(customerId, key);
    },
  };
}

/** The store for a configuration: the database on PostgreSQL, else by DATA_DIR. */
export function configuredImageStore(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  db: Db,
): ImageStore {
  if (config.dataDir === MEMORY_DATA_DIR) return memoryImageStore();
  const files = fileImageStore(path.join(config.dataDir, 'uploads'));
  return config.databaseUrl ? databaseImageStore(db, files) : files;
}
