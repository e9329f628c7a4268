import path from 'node:path';
import { Hono } from 'hono';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { limitBody, rejectMalformedJson } from './http/body.ts';
import { handleError, notFoundBody } from './http/errors.ts';
import { requireIntegrator } from './http/integrator.ts';
import { securityHeaders } from './http/security.ts';
import { openApiDocument } from './openapi.ts';
import { buildRoutes } from './routes/builds.ts';
import { cmsApi } from './routes/cms.ts';
import { healthRoutes } from './routes/health.ts';
import { runtimeConfigRoutes } from './routes/runtimeConfig.ts';
import { materialsApi } from './routes/v1/materials.ts';
import { supportApi } from './routes/v1/support.ts';
import { serveSpa } from './spa.ts';
import { isServicePath } from './spaRoutes.ts';

export interface AppOptions {
  db: Db;
  config: Config;
  /** The Vite build output; defaults to `dist` in the working directory. */
  distDir?: string;
}

const API_PREFIXES = ['/v1/*', '/identity/*', '/cms/*', '/api/*'];

export function createApp({ db, config, distDir = 'dist' }: AppOptions) {
  const dist = path.resolve(distDir);
  const app = new Hono();

  app.use('*', securityHeaders(config));
  app.onError(handleError);
  // Reached by non-GET requests nothing handles; GETs end in the SPA fallback below.
  app.notFound((c) => c.json(notFoundBody(), 404));

  for (const prefix of API_PREFIXES) app.use(prefix, limitBody, rejectMalformedJson);
  app.use('/v1/*', requireIntegrator);

  app.route('/', healthRoutes(db));
  app.route('/', runtimeConfigRoutes(config, dist));
  app.get('/openapi.json', (c) => c.json(openApiDocument()));
  app.route('/builds', buildRoutes(dist));

  app.route('/v1/support', supportApi(db));
  app.route('/v1/materials', materialsApi(db));
  app.route('/cms', cmsApi(db));

  const spa = serveSpa(dist);
  app.get('*', async (c) => (isServicePath(c.req.path) ? c.json(notFoundBody(), 404) : spa(c)));

  return app;
}

export type App = ReturnType<typeof createApp>;
