import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type LatestBuild, latestBuildSchema } from '../src/domain/support.ts';

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
  try {
    const parsed = latestBuildSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    // Unreadable JSON: treated as no build rather than failing every page load.
    return undefined;
  }
}
