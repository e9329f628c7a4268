import path from 'node:path';
import { Hono } from 'hono';
import { ErrorCode } from '../../src/domain/errors.ts';
import { BUILD_ID, readBuildFile } from '../builds.ts';
import { HttpError } from '../http/errors.ts';

/**
 * Build detection: the SPA polls these to learn that a newer build was deployed. Never
 * cached, or the poll would keep seeing the old build.
 */
export function buildRoutes(distDir: string) {
  const serve = async (relative: string) => {
    const text = await readBuildFile(distDir, relative);
    if (text === undefined) throw new HttpError(404, ErrorCode.NotFound, 'No build information');
    return new Response(text, {
      headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' },
    });
  };
  return new Hono()
    .get('/latest.json', () => serve('latest.json'))
    .get('/meta/:file', (c) => {
      const buildId = c.req.param('file').replace(/\.json$/, '');
      if (!c.req.param('file').endsWith('.json') || !BUILD_ID.test(buildId)) {
        throw new HttpError(404, ErrorCode.NotFound, 'No build information');
      }
      return serve(path.posix.join('meta', `${buildId}.json`));
    });
}
