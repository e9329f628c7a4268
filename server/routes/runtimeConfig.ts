import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { readLatestBuild } from '../builds.ts';
import type { Config } from '../config.ts';

/** What the SPA reads from `window.__BOXROOM_CONFIG__`. */
export interface RuntimeConfig {
  apiUrl: string;
  authUrl: string;
  cmsUrl: string;
  stripePublishableKey: string | null;
  intercomAppId: string | null;
  buildId: string | null;
}

/**
 * Run-time configuration as a script file rather than inline in index.html, because the CSP
 * forbids inline script; one build then serves any environment.
 */
export function runtimeConfigRoutes(config: Config, distDir: string) {
  return new Hono().get('/config.js', async (c) => {
    const runtime: RuntimeConfig = {
      apiUrl: config.apiUrl,
      authUrl: config.authUrl,
      cmsUrl: config.cmsUrl,
      stripePublishableKey: config.stripePublishableKey ?? null,
      intercomAppId: config.intercomAppId ?? null,
      buildId: (await readLatestBuild(distDir))?.id ?? null,
    };
    const body = `window.__BOXROOM_CONFIG__ = ${JSON.stringify(runtime)};\n`;
    // Revalidated on every load, and unchanged it costs a 304 and no body.
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
    c.header('Cache-Control', 'no-cache');
    c.header('ETag', etag);
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    c.header('Content-Type', 'application/javascript; charset=utf-8');
    return c.body(body);
  });
}
