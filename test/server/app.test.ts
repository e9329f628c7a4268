import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { SPA_ROUTES } from '../../server/spaRoutes.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import {
  bookableMaterials,
  materialSchema,
  materialSuggestionsSchema,
} from '../../src/domain/materials.ts';
import {
  bankHolidaysSchema,
  esConfigSchema,
  faqCategoriesSchema,
  faqsSchema,
  returnCitiesSchema,
  supportSettingsSchema,
} from '../../src/domain/support.ts';
import {
  FAKE_INDEX_HTML,
  type FakeDist,
  forEachDatabase,
  makeFakeDist,
  openMemoryDatabase,
  testApp,
  testConfig,
} from './harness.ts';

let dist: FakeDist;
beforeAll(async () => {
  dist = await makeFakeDist();
});
afterAll(async () => {
  await dist.remove();
});

forEachDatabase('the app', (getDatabase) => {
  const app = () => testApp(getDatabase(), dist.dir);

  describe('health and headers', () => {
    it('answers /healthz with ok when the database answers', async () => {
      const res = await app().request('/healthz');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok', dependencies: { database: 'ok' } });
    });

    it.each(['/healthz', '/', '/no-such-page', '/v1/materials', '/v1/nothing?integratorId=2'])(
      'sends the security headers on %s',
      async (path) => {
        const res = await app().request(path);
        const csp = res.headers.get('content-security-policy') ?? '';
        expect(csp).toContain("script-src 'self' https://js.stripe.com");
        expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).toContain("connect-src 'self' https://api.stripe.com");
        expect(csp).toContain('frame-src https://js.stripe.com');
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
        const permissions = res.headers.get('permissions-policy') ?? '';
        expect(permissions).toContain('camera=()');
        expect(permissions).toContain('geolocation=()');
        expect(permissions).toContain('payment=(self "https://js.stripe.com")');
      },
    );
  });

  describe('run-time configuration', () => {
    it('serves /config.js as a script that sets window.__BOXROOM_CONFIG__', async () => {
      const res = await app().request('/config.js');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/javascript/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const body = await res.text();
      const match = /^window\.__BOXROOM_CONFIG__ = (.*);\n$/.exec(body);
      expect(JSON.parse(match?.[1] ?? 'null')).toEqual({
        apiUrl: '/v1',
        authUrl: '/identity',
        cmsUrl: '/cms',
        stripePublishableKey: null,
        intercomAppId: null,
        buildId: dist.buildId,
      });
    });

    it('answers an unchanged /config.js with 304 and no body', async () => {
      const first = await app().request('/config.js');
      const etag = first.headers.get('etag') ?? '';
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await app().request('/config.js', { headers: { 'If-None-Match': etag } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
    });

    it('is loaded deferred by index.html, before the app in document order', async () => {
      const html = await readFile('index.html', 'utf8');
      expect(html).toMatch(/<script src="\/config\.js" defer><\/script>/);
      expect(html.indexOf('/config.js')).toBeLessThan(html.indexOf('type="module"'));
    });

    it('hands configured hosts and keys to the SPA and allows the API host in the CSP', async () => {
      const config = testConfig({
        apiUrl: 'https://api.example.test/v1',
        stripePublishableKey: 'pk_test_123',
        // A server with one Stripe key of two does not start (server/payments/configured.ts).
        stripeSecretKey: 'sk_test_123',
        intercomAppId: 'abc123',
      });
      const res = await testApp(getDatabase(), dist.dir, config).request('/config.js');
      const body = await res.text();
      expect(body).toContain('"apiUrl":"https://api.example.test/v1"');
      expect(body).toContain('"stripePublishableKey":"pk_test_123"');
      expect(body).toContain('"intercomAppId":"abc123"');
      expect(res.headers.get('content-security-policy')).toContain('https://api.example.test');
      expect(res.headers.get('content-security-policy')).toContain('https://widget.intercom.io');
    });
  });

  describe('build detection', () => {
    it('serves the latest build descriptor and its manifest, never cached', async () => {
      const latest = await app().request('/builds/latest.json?t=1');
      expect(latest.status).toBe(200);
      expect(latest.headers.get('cache-control')).toBe('no-cache');
      expect(await latest.json()).toMatchObject({ id: dist.buildId });
      const meta = await app().request(`/builds/meta/${dist.buildId}.json`);
      expect(meta.status).toBe(200);
      expect(await meta.json()).toMatchObject({ assets: ['/assets/index-Bx1y2z3.js'] });
    });

    it('answers 404 JSON for an unknown build', async () => {
      const res = await app().request('/builds/meta/nope.json');
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ errorCode: ErrorCode.NotFound });
    });
  });

  describe('main API rules', () => {
    it('rejects a call without integratorId=2 with 400 and an error code', async () => {
      for (const query of ['', '?integratorId=3']) {
        const res = await app().request(`/v1/materials${query}`);
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({
          errorCode: ErrorCode.IntegratorIdMissing,
          message: 'The request must include integratorId=2',
        });
      }
    });

    it.each([
      '/v1/support/no-such-thing?integratorId=2',
      '/identity/nothing',
      '/cms/nothing',
      '/api/nothing',
      '/builds/nothing',
    ])('answers 404 JSON, not the SPA, for %s', async (path) => {
      const res = await app().request(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toMatchObject({ errorCode: ErrorCode.NotFound });
    });

    it('answers a malformed JSON body with 400, not 500', async () => {
      const res = await app().request('/v1/support/settings?integratorId=2', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"broken": ',
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ errorCode: ErrorCode.ValidationFailed });
    });

    it('answers invalid query parameters with 400 and the failing field', async () => {
      const res = await app().request('/cms/faqs?category=Not%20A%20Slug');
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        errorCode: ErrorCode.ValidationFailed,
        issues: [{ path: 'category' }],
      });
    });
  });

  describe('support', () => {
    it('gives the customer-services phone, info email and chat environment', async () => {
      const res = await app().request('/v1/support/settings?integratorId=2');
      expect(supportSettingsSchema.parse(await res.json())).toMatchObject({
        customerServicesPhone: '0800 048 1234',
        infoEmail: 'hello@boxroom.test',
        chatEnvironment: 'UK UAT',
      });
      const live = await app().request(
        'https://boxroom.example/v1/support/settings?integratorId=2',
      );
      expect(supportSettingsSchema.parse(await live.json()).chatEnvironment).toBe('UK Live');
    });

    it('lists return cities in both countries', async () => {
      const res = await app().request('/v1/support/returnCities?integratorId=2');
      const cities = returnCitiesSchema.parse(await res.json());
      expect(cities.map((city) => city.name)).toContain('London');
      expect(new Set(cities.map((city) => city.countryCode))).toEqual(new Set(['GB', 'IE']));
    });

    it('lists the next bank holidays of GB and IE', async () => {
      const res = await app().request('/v1/support/bankholidays/future?integratorId=2');
      expect(res.status).toBe(200);
      const holidays = bankHolidaysSchema.parse(await res.json());
      expect(holidays.some((holiday) => holiday.countryCode === 'GB')).toBe(true);
      expect(holidays.some((holiday) => holiday.countryCode === 'IE')).toBe(true);
      const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      for (const holiday of holidays) expect(holiday.date > yesterday).toBe(true);
    });
  });

  describe('materials', () => {
    it('lists materials with prices in pounds, including one that cannot be booked', async () => {
      const res = await app().request('/v1/materials?integratorId=2');
      const materials = z.array(materialSchema).parse(await res.json());
      expect(materials[0]).toEqual({
        materialId: 1,
        name: 'Small packing box (flat-packed)',
        description: expect.any(String),
        bookingAllowed: true,
        sortOrder: 1,
        unitPrice: 1.95,
        quantity: 1,
        startOrder: true,
      });
      expect(materials.find((material) => material.name === 'Packing tape')).toMatchObject({
        quantity: 3,
        unitPrice: 4.95,
      });
      expect(bookableMaterials(materials).length).toBeLessThan(materials.length);
    });

    it('gives suggestions per box type in box-type order', async () => {
      const res = await app().request('/v1/materials/suggestions?integratorId=2');
      const suggestions = materialSuggestionsSchema.parse(await res.json());
      expect(suggestions.map((suggestion) => suggestion.boxTypeId)).toEqual([48, 14, 19, 16, 17]);
      expect(suggestions.find((suggestion) => suggestion.boxTypeId === 17)?.materials).toEqual([
        { materialId: 4, quantity: 1 },
      ]);
    });
  });

  describe('content service', () => {
    const faqs = async (query: string) =>
      faqsSchema.parse(await (await app().request(`/cms/faqs${query}`)).json());

    it('lists FAQ categories and FAQs, filtered by category and words', async () => {
      const res = await app().request('/cms/faq-categories');
      const categories = faqCategoriesSchema.parse(await res.json());
      const returnsCategory = categories.find((category) => category.slug === 'returns');
      expect(returnsCategory).toBeDefined();

      expect((await faqs('')).length).toBeGreaterThanOrEqual(10);

      const returns = await faqs('?category=returns');
      expect(returns.length).toBeGreaterThan(0);
      expect(returns.every((faq) => faq.categoryId === returnsCategory?.id)).toBe(true);
      expect(await faqs(`?categoryId=${returnsCategory?.id}`)).toEqual(returns);

      // The same words as the faqs page finds: synonyms and the forms a word takes.
      const insurance = (await faqs('?q=insurance')).map((faq) => faq.question);
      expect(insurance).toContain('How do I make a claim?');
      expect((await faqs('?q=weight')).map((faq) => faq.question)).toContain(
        'How big and heavy can a box be?',
      );
      expect((await faqs('?q=cancelling')).map((faq) => faq.question)).toContain(
        'Can I cancel an order?',
      );

      const saturday = await faqs('?q=saturday%20returned');
      expect(saturday.map((faq) => faq.question)).toEqual(['Can you return items on a Saturday?']);
      // `%` is the character itself, not a wildcard that matches every answer.
      const percent = await faqs('?q=%25');
      expect(percent.length).toBeGreaterThan(0);
      expect(percent.length).toBeLessThan((await faqs('')).length);
      expect(percent.every((faq) => `${faq.question} ${faq.answer}`.includes('%'))).toBe(true);
    });

    it('serves the search settings of the faqs page', async () => {
      const res = await app().request('/cms/es-config');
      expect(esConfigSchema.parse(await res.json())).toEqual({
        searchEnabled: true,
        minQueryLength: 3,
      });
    });
  });

  describe('the SPA', () => {
    it.each(SPA_ROUTES)('answers %s with index.html and 200', async (route) => {
      const res = await app().request(route);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(FAKE_INDEX_HTML);
    });

    it('tolerates a trailing slash', async () => {
      expect((await app().request('/apps/order/pricing/')).status).toBe(200);
    });

    it.each(['/no-such-page', '/apps/nothing', '/FAQZ', '/apps/order/pricing/extra'])(
      'answers unknown path %s with index.html and 404',
      async (path) => {
        const res = await app().request(path);
        expect(res.status).toBe(404);
        expect(await res.text()).toBe(FAKE_INDEX_HTML);
      },
    );

    it('answers an unknown path with JSON 404 for methods other than GET', async () => {
      const res = await app().request('/no-such-page', { method: 'POST' });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ errorCode: ErrorCode.NotFound });
    });
  });

  it('publishes an OpenAPI 3.1 document', async () => {
    const res = await app().request('/openapi.json');
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/v1/materials');
  });
});

describe('health when the database is down', () => {
  it('answers /healthz with 503', async () => {
    const database = await openMemoryDatabase();
    await database.close();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await testApp(database, dist.dir).request('/healthz');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      status: 'unavailable',
      dependencies: { database: 'unavailable' },
    });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
