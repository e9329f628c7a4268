import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MEMORY_DATA_DIR } from '../config.ts';

/**
 * Where the customer's uploaded photos are kept: files under DATA_DIR/uploads/<customerId>/,
 * named by a random key. Nothing serves that folder; photos leave only through the owner's
 * authenticated `GET /box/{id}/images`.
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

/** The store for a configuration's DATA_DIR. */
export function configuredImageStore(dataDir: string): ImageStore {
  return dataDir === MEMORY_DATA_DIR
    ? memoryImageStore()
    : fileImageStore(path.join(dataDir, 'uploads'));
}
