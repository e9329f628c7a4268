import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../test/support/chromium';

/**
 * What a phone-sized browser loads on the pages the issue measured, on the bench's server:
 * scripts fetched before the first paint, script bytes over the wire, first contentful paint
 * and the cumulative layout shift once the page has settled.
 */

export interface PageFigures {
  scriptsBeforePaint: number;
  scriptKb: number;
  fcpMs: number;
  cls: number;
}

async function measure(page: Page, url: string): Promise<PageFigures> {
  const scripts: { end: number; bytes: number }[] = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const sizes = await request.sizes().catch(() => undefined);
    scripts.push({
      end: request.timing().responseEnd + request.timing().startTime,
      bytes: sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0,
    });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const figures = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const shifts = performance.getEntriesByType('layout-shift') as unknown as {
      value: number;
      hadRecentInput: boolean;
    }[];
    return {
      fcp: paint?.startTime ?? Number.NaN,
      origin: performance.timeOrigin,
      cls: shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, s) => sum + s.value, 0),
    };
  });
  const paintAt = figures.origin + figures.fcp;
  return {
    scriptsBeforePaint: scripts.filter((script) => script.end <= paintAt).length,
    scriptKb: scripts.reduce((sum, script) => sum + script.bytes, 0) / 1024,
    fcpMs: figures.fcp,
    cls: figures.cls,
  };
}

/** The pages the issue measured; My stuff signed in. */
export const MEASURED_PAGES = [
  { path: '/', signedIn: false },
  // The other public pages the build renders: found by search, so SEO is scored too.
  { path: '/faqs', signedIn: false },
  { path: '/terms', signedIn: false },
  { path: '/privacy', signedIn: false },
  { path: '/cookie-policy', signedIn: false },
  { path: '/by-the-box-storage', signedIn: false },
  { path: '/apps/signin', signedIn: false },
  // The first step of each funnel a customer can start from a link (the return, collection
  // and move-out funnels start from boxes or a unit chosen in My stuff).
  { path: '/apps/order/pricing', signedIn: false },
  // A unit is let to an account: a visitor is sent to sign in (measured as /apps/signin), so
  // the drive-up funnel's first step is measured as the customers who see it, signed in.
  { path: '/apps/drive-up/location', signedIn: true },
  { path: '/apps/materials/materials', signedIn: true },
  { path: '/apps/packing/size', signedIn: true },
  { path: '/apps/shipping/items?from=home', signedIn: true },
  { path: '/apps/my-stuff', signedIn: true },
] as const;

/** Pages a search engine should find: their Lighthouse SEO score is reported. */
export const SEARCHABLE_PAGES: readonly string[] = [
  '/',
  '/faqs',
  '/terms',
  '/privacy',
  '/cookie-policy',
  '/by-the-box-storage',
];

/** Each measured page at 390 px, in a new browser context (a first visit). */
export async function pageFigures(base: string, token: string): Promise<Map<string, PageFigures>> {
  const figures = new Map<string, PageFigures>();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    for (const { path, signedIn } of MEASURED_PAGES) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      if (signedIn) {
        await context.addInitScript((accessToken) => {
          localStorage.setItem('boxroom.accessToken', accessToken);
          localStorage.setItem('boxroom.roles', '["Customer"]');
          localStorage.setItem('boxroom.authenticated', 'true');
        }, token);
      }
      figures.set(path, await measure(await context.newPage(), `${base}${path}`));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return figures;
}
