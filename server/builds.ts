import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Written by scripts/write-build-meta.mjs after `vite build`. */
export interface LatestBuild {
  id: string;
  timestamp: number;
}

export const BUILD_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function buildsDir(distDir: string): string {
  return path.join(distDir, 'builds');
}

/** The file's text, or undefined when it does not exist (no build yet). */
export async function readBuildFile(
  distDir: string,
  relative: string,
): Promise<string | undefined> {
  try {
    return await readFile(path.join(buildsDir(distDir), relative), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

export async function readLatestBuild(distDir: string): Promise<LatestBuild | undefined> {
  const text = await readBuildFile(distDir, 'latest.json');
  if (text === undefined) return undefined;
  let parsed: Partial<LatestBuild>;
  try {
    parsed = JSON.parse(text) as Partial<LatestBuild>;
  } catch {
    // A build being written right now; the next poll will read it whole.
    return undefined;
  }
  return typeof parsed.id === 'string' && typeof parsed.timestamp === 'number'
    ? { id: parsed.id, timestamp: parsed.timestamp }
    : undefined;
}
