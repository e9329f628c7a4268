import path from 'node:path';
import { Hono } from 'hono';
import { except } from 'hono/combine';
import { requireSession } from './auth/bearer.ts';
import { type AuthOverrides, authSettings } from './auth/settings.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { limitBody, rejectMalformedJson } from './http/body.ts';
import { handleError, notFoundBody } from './http/errors.ts';
import { requireIntegrator } from './http/integrator.ts';
import { securityHeaders } from './http/security.ts';
import { openApiDocument } from './openapi.ts';
import { apiAuthRoutes } from './routes/api-auth.ts';
import { buildRoutes } from './routes/builds.ts';
import { cmsApi } from './routes/cms.ts';
import { healthRoutes } from './routes/health.ts';
import { identityApi } from './routes/identity.ts';
import { identityDevApi } from './routes/identity-dev.ts';
import { runtimeConfigRoutes } from './routes/runtimeConfig.ts';
import { boxesApi } from './routes/v1/boxes.ts';
import { customerApi } from './routes/v1/customer.ts';
import { materialsApi } from './routes/v1/materials.ts';
import { ordersApi } from './routes/v1/orders.ts';
import { supportApi } from './routes/v1/support.ts';
import { serveSpa } from './spa.ts';
import { isServicePath } from './spaRoutes.ts';

export interface AppOptions {
  db: Db;
  config: Config;
  /** The Vite build output; defaults to `dist` in the working directory. */
  distDir?: string;
  /** Session lifetimes, sign-in limits, password hashing cost and the clock (tests). */
  auth?: AuthOverrides;
}

const API_PREFIXES = ['/v1/*', '/identity/*', '/cms/*', '/api/*'];

/**
 * The only /v1 calls open to visitors: the catalogue the order funnel shows before sign-in.
 * Every other /v1 path, including ones added later, needs a session unless listed here.
 */
const PUBLIC_V1_PATHS = ['/v1/materials', '/v1/materials/*', '/v1/support', '/v1/support/*'];

export function createApp({ db, config, distDir = 'dist', auth }: AppOptions) {
  const dist = path.resolve(distDir);
  const settings = authSettings(auth);
  const app = new Hono();

  app.use('*', securityHeaders(config));
  app.onError(handleError);
  // Reached by non-GET requests nothing handles; GETs end in the SPA fallback below.
  app.notFound((c) => c.json(notFoundBody(), 404));

  for (const prefix of API_PREFIXES) app.use(prefix, limitBody, rejectMalformedJson);
  app.use('/v1/*', requireIntegrator);
  app.use('/v1/*', except(PUBLIC_V1_PATHS, requireSession(db, settings)));

  app.route('/', healthRoutes(db));
  app.route('/', runtimeConfigRoutes(config, dist));
  app.get('/openapi.json', (c) => c.json(openApiDocument({ exposeOutbox: config.exposeOutbox })));
  app.route('/builds', buildRoutes(dist));

  app.route('/v1/support', supportApi(db));
  app.route('/v1/materials', materialsApi(db));
  app.route('/v1/customer', customerApi(db));
  app.route('/v1/boxes', boxesApi(db));
  app.route('/v1/orders', ordersApi(db));
  app.route('/cms', cmsApi(db));
  app.route('/identity', identityApi(db, config, settings));
  if (config.exposeOutbox) app.route('/identity', identityDevApi(db, settings));
  app.route('/api/auth', apiAuthRoutes(db, settings));

  const spa = serveSpa(dist);
  app.get('*', async (c) => (isServicePath(c.req.path) ? c.json(notFoundBody(), 404) : spa(c)));

  return app;
}

export type App = ReturnType<typeof createApp>;
