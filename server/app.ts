import path from 'node:path';
import { Hono } from 'hono';
import { except } from 'hono/combine';
import { compress } from 'hono/compress';
import { addressLookupFor } from './addresses/lookup.ts';
import { requireSession } from './auth/bearer.ts';
import { SessionCache } from './auth/session-cache.ts';
import { type AuthOverrides, authSettings } from './auth/settings.ts';
import { type OrderingOverrides, orderingSettings } from './baskets/settings.ts';
import { configuredImageStore, type ImageStore } from './boxes/image-store.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { limitBody, rejectMalformedInput } from './http/body.ts';
import { clientAddresses } from './http/client-address.ts';
import { requestDeadline } from './http/deadline.ts';
import { handleError, notFoundBody } from './http/errors.ts';
import { integratorParameter, requireIntegrator } from './http/integrator.ts';
import { securityHeaders } from './http/security.ts';
import type { JobQueue } from './jobs/queue.ts';
import { configuredMailer, type Mailer } from './mail/mailer.ts';
import { openApiDocument } from './openapi.ts';
import { opsApi } from './ops/routes.ts';
import { configuredPaymentProvider } from './payments/configured.ts';
import type { PaymentProvider } from './payments/provider.ts';
import { SandboxPaymentProvider } from './payments/sandbox.ts';
import { apiAddressRoutes } from './routes/api-address.ts';
import { apiAuthRoutes } from './routes/api-auth.ts';
import { buildRoutes } from './routes/builds.ts';
import { cmsApi } from './routes/cms.ts';
import { healthRoutes } from './routes/health.ts';
import { identityApi } from './routes/identity.ts';
import { identityDevApi } from './routes/identity-dev.ts';
import { runtimeConfigRoutes } from './routes/runtimeConfig.ts';
import { addressesApi } from './routes/v1/addresses.ts';
import { agreementsApi } from './routes/v1/agreements.ts';
import { basketsApi } from './routes/v1/baskets.ts';
import { boxesApi } from './routes/v1/boxes.ts';
import { cardsApi } from './routes/v1/cards.ts';
import { checkoutApi } from './routes/v1/checkout.ts';
import { courierApi } from './routes/v1/courier.ts';
import { customerApi } from './routes/v1/customer.ts';
import { driveUpApi } from './routes/v1/driveUp.ts';
import { dunningApi } from './routes/v1/dunning.ts';
import { feedbackApi } from './routes/v1/feedback.ts';
import { intercomApi } from './routes/v1/intercom.ts';
import { materialsApi } from './routes/v1/materials.ts';
import { ordersApi } from './routes/v1/orders.ts';
import { paymentsApi } from './routes/v1/payments.ts';
import { pricesApi } from './routes/v1/prices.ts';
import { promotionsApi } from './routes/v1/promotions.ts';
import { sandboxApi } from './routes/v1/sandbox.ts';
import { shippingApi } from './routes/v1/shipping.ts';
import { supportApi } from './routes/v1/support.ts';
import { timeslotsApi } from './routes/v1/timeslots.ts';
import { serveSpa } from './spa.ts';
import { isServicePath } from './spaRoutes.ts';

export interface AppOptions {
  db: Db;
  config: Config;
  /** The Vite build output; defaults to `dist` in the working directory. */
  distDir?: string;
  /** Session lifetimes, sign-in limits, password hashing cost and the clock (tests). */
  auth?: AuthOverrides;
  /** The order funnel's clock ("today" for timeslots) and courier capacity (tests). */
  ordering?: OrderingOverrides;
  /** The payment provider; by default the one the configuration chooses (server/payments). */
  payments?: PaymentProvider;
  /** Where box photos are kept; by default DATA_DIR/uploads (in memory for `memory://`). */
  images?: ImageStore;
  /** Outgoing mail; by default .eml files in DATA_DIR/outbox, or SMTP with SMTP_URL. */
  mailer?: Mailer;
  /** The started job queue (server/jobs); the ops routes list and run jobs on it. */
  jobs?: JobQueue;
  /**
   * Sessions checked a few seconds ago, trusted without a query. Only safe where every
   * ending of a session is heard of (server/auth/session-notices.ts); by default none is kept.
   */
  sessionCache?: SessionCache;
}

const API_PREFIXES = ['/v1/*', '/identity/*', '/cms/*', '/api/*'];

/**
 * The only /v1 calls open to visitors: the catalogue the order funnel shows before sign-in.
 * Every other /v1 path, including ones added later, needs a session unless listed here.
 */
const PUBLIC_V1_PATHS = [
  '/v1/materials',
  '/v1/materials/*',
  '/v1/support',
  '/v1/support/*',
  // Customer 0 is the visitor pricing an order before having an account.
  '/v1/storage/prices/user/0',
  '/v1/quote/storage/user/0',
  '/v1/courier/isInHouseCollectionPostcode/*',
  // The drive-up sites, sizes and prices, browsed before an account is needed.
  '/v1/vsu/sites/*',
  // The packing service's prices, on the page before an account is needed.
  '/v1/packing/prices',
  // Where we ship and when shipments leave, shown before an account is needed.
  '/v1/shipping/*',
];

export function createApp({
  db,
  config,
  distDir = 'dist',
  auth,
  ordering,
  payments,
  images = configuredImageStore(config, db),
  mailer = configuredMailer(config),
  jobs,
  sessionCache = new SessionCache(0, { active: false }),
}: AppOptions) {
  const dist = path.resolve(distDir);
  const settings = authSettings(auth);
  const orderingConfig = orderingSettings(ordering);
  const provider = payments ?? configuredPaymentProvider(config, db);
  const paymentJobs = { db, provider, now: orderingConfig.now };
  const sandbox = provider instanceof SandboxPaymentProvider ? provider : undefined;
  const app = new Hono();

  app.use('*', securityHeaders(config));
  // API answers and pages made per request; built files come precompressed (server/spa.ts).
  app.use('*', compress());
  app.use('*', clientAddresses(config.trustProxy));
  app.onError(handleError);
  // Reached by non-GET requests nothing handles; GETs end in the SPA fallback below.
  app.notFound((c) => c.json(notFoundBody(), 404));

  for (const prefix of API_PREFIXES) {
    app.use(prefix, requestDeadline(), limitBody, rejectMalformedInput);
  }
  app.use('/v1/*', requireIntegrator, integratorParameter);
  app.use('/v1/*', except(PUBLIC_V1_PATHS, requireSession(db, settings, sessionCache)));

  app.route('/', healthRoutes(db));
  app.route('/', runtimeConfigRoutes(config, dist));
  // Generated once, on the first call, when every route below is mounted.
  let document: ReturnType<typeof openApiDocument> | undefined;
  app.get('/openapi.json', async (c) => {
    document ??= openApiDocument(app);
    return c.json(await document);
  });
  app.route('/builds', buildRoutes(dist));

  app.route('/v1/support', supportApi(db));
  app.route('/v1/materials', materialsApi(db));
  app.route('/v1/customer', customerApi(db, settings, mailer, config));
  app.route('/v1', boxesApi({ db, images, now: orderingConfig.now }));
  app.route('/v1', ordersApi({ db, images, settings: orderingConfig, payments: paymentJobs }));
  app.route('/v1', feedbackApi(db, orderingConfig.now));
  app.route('/v1', intercomApi(db, orderingConfig.now));
  app.route('/v1', basketsApi(db, orderingConfig));
  app.route('/v1', pricesApi(db, orderingConfig.now));
  app.route('/v1', driveUpApi(db, orderingConfig));
  app.route('/v1', shippingApi(db, orderingConfig));
  app.route('/v1', promotionsApi(db, orderingConfig));
  app.route('/v1', timeslotsApi(db, orderingConfig));
  app.route('/v1', courierApi());
  app.route('/v1', addressesApi(db, orderingConfig));
  app.route('/v1', checkoutApi({ ...paymentJobs, settings: orderingConfig }));
  app.route('/v1', cardsApi(db, provider, orderingConfig.now));
  app.route('/v1', paymentsApi(paymentJobs));
  app.route('/v1', dunningApi(paymentJobs));
  app.route('/v1', agreementsApi(db, orderingConfig.now));
  if (sandbox) app.route('/v1', sandboxApi(db, sandbox, orderingConfig.now));
  app.route('/cms', cmsApi(db));
  app.route('/identity', identityApi(db, config, settings, mailer, sessionCache));
  if (config.devTools) app.route('/identity', identityDevApi(db, settings, mailer, sessionCache));
  if (config.devTools) app.route('/_ops', opsApi(db, orderingConfig.now, jobs, provider));
  app.route('/api/auth', apiAuthRoutes(db, settings, sessionCache));
  app.route('/api/address', apiAddressRoutes(addressLookupFor(db, config)));

  const spa = serveSpa(dist, config.publicUrl);
  app.get('*', async (c) => (isServicePath(c.req.path) ? c.json(notFoundBody(), 404) : spa(c)));

  return app;
}

export type App = ReturnType<typeof createApp>;
