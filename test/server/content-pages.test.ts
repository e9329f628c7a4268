import { describe, expect, it } from 'vitest';
import { CONTENT_PAGES } from '../../server/content/pages.ts';
import { CONTENT_PAGE_SLUGS, contentPageSchema } from '../../src/domain/content.ts';
import { BASKET_STORAGE_KEY } from '../../src/wiring/basketActor.ts';
import { CHECKOUT_STORAGE_KEY } from '../../src/wiring/checkoutActor.ts';
import {
  COLLECTION_BASKET_STORAGE_KEY,
  COLLECTION_CHECKOUT_STORAGE_KEY,
  COLLECTION_FUNNEL_STORAGE_KEY,
} from '../../src/wiring/collectionFunnelActor.ts';
import {
  COLLECTION_SELECTION_KEY,
  MY_STUFF_STATE_KEY,
  RETURN_SELECTION_KEY,
} from '../../src/wiring/myStuffActor.ts';
import { ORDER_FUNNEL_STORAGE_KEY } from '../../src/wiring/orderFunnelActor.ts';
import {
  RETURN_BASKET_STORAGE_KEY,
  RETURN_CHECKOUT_STORAGE_KEY,
  RETURN_FUNNEL_STORAGE_KEY,
} from '../../src/wiring/returnFunnelActor.ts';
import { AUTHENTICATED_FLAG, KEPT_CUSTOMER_KEY } from '../../src/wiring/storedSession.ts';
import { makeFakeDist, openMemoryDatabase, testApp } from './harness.ts';

describe('content pages', () => {
  it.each(CONTENT_PAGE_SLUGS)('serves %s with a title, a date and sections', async (slug) => {
    const database = await openMemoryDatabase();
    const dist = await makeFakeDist();
    try {
      const res = await testApp(database, dist.dir).request(`/cms/pages/${slug}`);
      expect(res.status).toBe(200);
      const page = contentPageSchema.parse(await res.json());
      expect(page.slug).toBe(slug);
      expect(page.sections.length).toBeGreaterThanOrEqual(3);
      expect(new Set(page.sections.map((s) => s.id)).size).toBe(page.sections.length);
    } finally {
      await database.close();
      await dist.remove();
    }
  });

  it('answers 404 for a page that does not exist', async () => {
    const database = await openMemoryDatabase();
    const dist = await makeFakeDist();
    try {
      const res = await testApp(database, dist.dir).request('/cms/pages/refund-policy');
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ errorCode: expect.any(Number) });
    } finally {
      await database.close();
      await dist.remove();
    }
  });

  const pageText = (slug: keyof typeof CONTENT_PAGES) =>
    JSON.stringify(CONTENT_PAGES[slug].sections);

  it('names every key the app keeps in browser storage in the cookie policy', () => {
    const keys = [
      'boxroom.accessToken',
      'boxroom.roles',
      AUTHENTICATED_FLAG,
      KEPT_CUSTOMER_KEY,
      BASKET_STORAGE_KEY,
      CHECKOUT_STORAGE_KEY,
      ORDER_FUNNEL_STORAGE_KEY,
      RETURN_FUNNEL_STORAGE_KEY,
      RETURN_BASKET_STORAGE_KEY,
      RETURN_CHECKOUT_STORAGE_KEY,
      COLLECTION_FUNNEL_STORAGE_KEY,
      COLLECTION_BASKET_STORAGE_KEY,
      COLLECTION_CHECKOUT_STORAGE_KEY,
      MY_STUFF_STATE_KEY,
      RETURN_SELECTION_KEY,
      COLLECTION_SELECTION_KEY,
      'boxroom.reloadedAt.',
      'tsr-scroll-restoration-v1_3',
    ];
    const text = pageText('cookie-policy');
    expect(keys.filter((key) => !text.includes(key))).toEqual([]);
  });

  it('covers what the terms and privacy policy must say', () => {
    const terms = pageText('terms');
    for (const words of [
      'Prohibited items',
      'Liability',
      '14 days',
      'Late payment',
      'Ending storage',
    ]) {
      expect(terms.toLowerCase()).toContain(words.toLowerCase());
    }
    const privacy = pageText('privacy');
    for (const words of [
      'controller',
      'UK GDPR',
      'Stripe',
      'six years',
      'Information Commissioner',
    ]) {
      expect(privacy).toContain(words);
    }
  });
});
