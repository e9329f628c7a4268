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
    c.header('Content-Type', 'application/javascript; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(`window.__BOXROOM_CONFIG__ = ${JSON.stringify(runtime)};\n`);
  });
}
