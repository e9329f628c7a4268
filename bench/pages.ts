import { existsSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';

/**
 * What a phone-sized browser loads on the pages the issue measured, on the bench's server:
 * scripts fetched before the first paint, script bytes over the wire, first contentful paint
 * and the cumulative layout shift once the page has settled. Lighthouse is not available
 * offline; these are the figures its performance score is built from.
 */

const CHROMIUM = '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

interface PageFigures {
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

export async function benchPages(base: string, token: string): Promise<void> {
  if (!existsSync(CHROMIUM)) {
    console.log(`Pages: skipped (no Chromium at ${CHROMIUM})`);
    return;
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    console.log('Pages at 390 px (local server, no throttling)');
    for (const [path, signedIn] of [
      ['/', false],
      ['/apps/signin', false],
      ['/apps/order/pricing', false],
      ['/apps/my-stuff', true],
    ] as const) {
      // A new context per page: nothing cached, as on a first visit.
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      if (signedIn) {
        await context.addInitScript((accessToken) => {
          localStorage.setItem('boxroom.accessToken', accessToken);
          localStorage.setItem('boxroom.roles', '["Customer"]');
          localStorage.setItem('boxroom.authenticated', 'true');
        }, token);
      }
      const figures = await measure(await context.newPage(), `${base}${path}`);
      console.log(
        `  ${path.padEnd(22)} ${figures.scriptsBeforePaint} scripts before paint, ${figures.scriptKb.toFixed(1)} kB of scripts, FCP ${figures.fcpMs.toFixed(0)} ms, CLS ${figures.cls.toFixed(3)}`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
}
