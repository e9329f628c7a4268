import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The embedded database admits one process. A server holding one writes down where it
 * listens, in DATA_DIR/server.json, so the ops command can hand its work to that server
 * (whatever PORT the command itself was given) or refuse, instead of opening the files
 * beside it.
 */
export interface Holder {
  pid: number;
  /** Where the holding server listens, e.g. `http://127.0.0.1:3000`. */
  url: string;
}

const FILE = 'server.json';

export async function claimDataDir(dataDir: string, url: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, FILE);
  const holder: Holder = { pid: process.pid, url };
  await writeFile(file, `${JSON.stringify(holder)}\n`, { mode: 0o600 });
  return async () => {
    // Only our own claim is removed: a second server may have started since.
    if ((await holderOf(dataDir))?.pid === process.pid) await rm(file, { force: true });
  };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live process holding the embedded database in `dataDir`, if any. */
export async function holderOf(dataDir: string): Promise<Holder | undefined> {
  let text: string;
  try {
    text = await readFile(path.join(dataDir, FILE), 'utf8');
  } catch {
    return undefined;
  }
  try {
    const holder = JSON.parse(text) as Partial<Holder>;
    if (typeof holder.pid !== 'number' || typeof holder.url !== 'string') return undefined;
    // A server that was killed leaves its file behind; it holds nothing any more.
    return isRunning(holder.pid) ? { pid: holder.pid, url: holder.url } : undefined;
  } catch {
    return undefined;
  }
}
