import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

/*
 * The public pages come as HTML the build rendered: readable by a crawler or a browser with
 * JavaScript off, and taken over by the app without a console error or anything moving.
 */

interface PublicPage {
  path: string;
  heading: string;
  /** Words from the page's own content, which only its data (catalogue, CMS) supplies. */
  text: RegExp;
  title: string;
}

const PAGES: PublicPage[] = [
  {
    path: '/',
    heading: 'Storage by the box, collected from your door',
    text: /from £\d+\.\d\d a month/,
    title: 'Home',
  },
  {
    path: '/faqs',
    heading: 'Frequently asked questions',
    text: /How big and heavy can a box be\?/,
    title: 'Faqs',
  },
  {
    path: '/terms',
    heading: 'Terms and conditions',
    text: /The agreement between you and Boxroom/,
    title: 'Terms',
  },
  { path: '/privacy', heading: 'Privacy policy', text: /personal data/i, title: 'Privacy' },
  { path: '/cookie-policy', heading: 'Cookie policy', text: /cookie/i, title: 'Cookie Policy' },
  {
    path: '/by-the-box-storage',
    heading: 'By-the-box storage',
    text: /from £\d+\.\d\d a month/,
    title: 'By The Box Storage',
  },
];

/** The page's HTML as served, with no script run: what a crawler reads. */
async function served(request: APIRequestContext, path: string) {
  const res = await request.get(path);
  return { status: res.status(), html: await res.text() };
}

/** Visible text of HTML: tags dropped, entities of the few kinds the pages use decoded. */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );
}

test.describe('public pages without scripts', () => {
  for (const page of PAGES) {
    test(`${page.path} comes with its heading, its content and its head tags`, async ({
      request,
      baseURL,
    }) => {
      const { status, html } = await served(request, page.path);
      expect(status).toBe(200);
      const body = textOf(html.slice(html.indexOf('<body')));
      expect(html).toMatch(new RegExp(`<h1[^>]*>${page.heading}</h1>`));
      expect(body).toMatch(page.text);
      expect(body).not.toContain('needs JavaScript to run');
      expect(html).toMatch(/<html lang="en-GB">/);
      expect(html).toContain(`<title>${page.title}</title>`);
      const description = html.match(/<meta name="description" content="([^"]+)"/)?.[1] ?? '';
      expect(description.length).toBeGreaterThan(50);
      // The canonical address is PUBLIC_URL's (the test server's own address here).
      const canonical = `${baseURL}${page.path}`;
      expect(html).toContain(`<link rel="canonical" href="${canonical}" />`);
      expect(html).toContain(`<meta property="og:url" content="${canonical}" />`);
      expect(html).toContain(`<meta property="og:image" content="${baseURL}/og-image.png" />`);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
      expect(html).not.toContain('name="robots"');
    });
  }

  test('each page describes its own content', async ({ request }) => {
    const descriptions = new Set<string>();
    for (const page of PAGES) {
      const { html } = await served(request, page.path);
      descriptions.add(html.match(/<meta name="description" content="([^"]+)"/)?.[1] ?? '');
    }
    expect(descriptions.size).toBe(PAGES.length);
  });

  test('home says who we are, and the FAQs carry every question as FAQPage data', async ({
    request,
  }) => {
    const home = jsonLdOf((await served(request, '/')).html);
    expect(home).toContainEqual(
      expect.objectContaining({ '@type': expect.arrayContaining(['Organization']) }),
    );
    const { html } = await served(request, '/faqs');
    const faqPage = jsonLdOf(html).find((data) => data['@type'] === 'FAQPage');
    const questions = (faqPage?.mainEntity as { name: string }[] | undefined) ?? [];
    const onPage = [...html.matchAll(/<summary[^>]*>([^<]+)<\/summary>/g)].map((m) => m[1]);
    expect(questions.length).toBeGreaterThan(5);
    expect(questions.map((question) => question.name.replace(/'/g, '&#x27;'))).toEqual(onPage);
  });

  test('the 404 page is served with status 404, names the path and is not indexed', async ({
    request,
  }) => {
    const { status, html } = await served(request, '/no-such-page');
    expect(status).toBe(404);
    expect(textOf(html)).toContain('Page not found: /no-such-page');
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });

  test('robots.txt keeps crawlers out of funnels and account pages; the sitemap lists the pages', async ({
    request,
    baseURL,
  }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Disallow: \/apps\/$/m);
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const page of PAGES) expect(sitemap).toContain(`<loc>${baseURL}${page.path}</loc>`);
    expect(sitemap).not.toContain('/apps/');
  });
});

test.describe('public pages with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('pages read completely, links lead on, and the postcode checker says it needs JavaScript', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES[0]?.heading ?? '');
    await expect(page.getByText(/Checking a postcode needs JavaScript/)).toBeVisible();
    await expect(page.getByText(/from £\d+\.\d\d a month/).first()).toBeVisible();
    await page.getByRole('link', { name: 'All questions and answers' }).click();
    await expect(page).toHaveURL(/\/faqs$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
    await page.getByText('How big and heavy can a box be?').click();
    await expect(page.getByText(/25 kg/).first()).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: /terms/i }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and conditions');
  });
});

/** Sums layout shifts from the start of the page's life, as Lighthouse's CLS would. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __layoutShift: number };
    w.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) w.__layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test.describe('public pages taken over by the app', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const publicPage of [...PAGES, { path: '/no-such-page', heading: '404', text: /./ }]) {
    test(`${publicPage.path} hydrates with no console error and nothing moving`, async ({
      page,
    }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        // The browser reports the document's own 404 status; that is the page working.
        if (message.type() === 'error' && !/status of 404/.test(message.text())) {
          problems.push(message.text());
        }
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await watchLayoutShifts(page);
      const refreshed = page.waitForResponse(
        (res) => /\/(cms\/|v1\/storage\/prices)/.test(res.url()) && res.ok(),
      );
      await page.goto(publicPage.path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(publicPage.heading);
      // The data the page was built with is asked for afresh once the app has taken over.
      if (publicPage.path !== '/no-such-page') await refreshed;
      await page.waitForLoadState('networkidle');
      // Taken over: a link now changes the page without loading a new document.
      await page.evaluate(() => {
        (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
      });
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
      expect(
        await page.evaluate(
          () => (window as unknown as { __sameDocument?: boolean }).__sameDocument,
        ),
      ).toBe(true);
      const shift = await page.evaluate(
        () => (window as unknown as { __layoutShift: number }).__layoutShift,
      );
      expect(shift).toBeLessThanOrEqual(0.02);
      expect(problems).toEqual([]);
    });
  }
});
