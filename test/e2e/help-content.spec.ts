import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { ORDERS_ONLY } from './support/accounts';
import { workerServer } from './support/servers';

const run = promisify(execFile);

/** `npm run ops -- <argv>` against the test server, as staff would run it. */
async function ops(...argv: string[]): Promise<string> {
  const { baseUrl, dataDir } = workerServer();
  const port = new URL(baseUrl).port;
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'server/ops/cli.ts', ...argv],
    // The same configuration as the test server: the CLI finds it through its data folder.
    { env: { ...process.env, PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir } },
  );
  return stdout;
}

async function signIn(page: Page) {
  await page.goto('/apps/signin');
  await page.getByLabel('Email address').fill(ORDERS_ONLY.email);
  await page.getByLabel('Password', { exact: true }).fill(ORDERS_ONLY.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/apps\/signin/);
}

async function openChat(page: Page) {
  await page.getByRole('button', { name: 'Chat with us' }).click();
  return page.getByRole('dialog', { name: 'Chat with us' });
}

test.describe('support chat', () => {
  test('a message survives a reload, reaches another device, and a staff reply appears without reloading', async ({
    page,
    browser,
  }) => {
    // Two devices sign in and staff answer through three runs of the ops command (a process
    // each): more than the default 30 s when the server tests run alongside.
    test.slow();
    const text = `Can you collect a wardrobe box? ${Date.now()}`;
    await signIn(page);
    await page.goto('/apps/orders');
    let chat = await openChat(page);
    await chat.getByLabel('Your message').fill(text);
    await expect(chat.getByText(`${2000 - text.length} characters left`)).toBeVisible();
    await chat.getByRole('button', { name: 'Send' }).click();
    const log = chat.getByRole('log', { name: 'Conversation' });
    await expect(log.getByText(text)).toBeVisible();
    await expect(log.getByText(/usually within 2 working hours/)).toBeVisible();
    await expect(chat.getByLabel('Your message')).toHaveValue('');

    await page.reload();
    chat = await openChat(page);
    await expect(chat.getByRole('log').getByText(text)).toBeVisible();

    const other = await browser.newContext();
    const phone = await other.newPage();
    await signIn(phone);
    const otherChat = await openChat(phone);
    await expect(otherChat.getByRole('log').getByText(text)).toBeVisible();
    await other.close();

    const listed = await ops('support', 'list');
    const ticketId = listed
      .split('\n')
      .find((line) => line.includes(ORDERS_ONLY.email))
      ?.split(/\s+/)[0];
    expect(ticketId).toMatch(/^C-\d+$/);
    await ops(
      'support',
      'reply',
      ticketId ?? '',
      'Yes, we can. It counts as a large box.',
      '--as',
      'Ana',
    );
    // No reload: the open panel asks for new replies every few seconds.
    await expect(
      chat.getByRole('log').getByText('Yes, we can. It counts as a large box.'),
    ).toBeVisible({
      timeout: 10_000,
    });
    await expect(chat.getByRole('log').getByText(/^Ana at Boxroom/)).toBeVisible();
    await ops('support', 'close', ticketId ?? '');
  });

  test('long words wrap inside the panel at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await signIn(page);
    await page.goto('/apps/orders');
    const chat = await openChat(page);
    await chat.getByLabel('Your message').fill(`${'Supercalifragilistic'.repeat(12)}`);
    await chat.getByRole('button', { name: 'Send' }).click();
    await expect(chat.getByRole('log').getByText(/^(Supercalifragilistic)+$/)).toBeVisible();
    const box = await chat.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(overflow).toBeLessThanOrEqual(320);
  });

  test('on a phone the launcher keeps out of the way of a funnel step', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signIn(page);
    await page.goto('/apps/order/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Chat with us' })).toBeHidden();
    await page.goto('/apps/orders');
    await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible();
  });

  test('on a wide screen the launcher never sits over a funnel step, however far it is scrolled', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await signIn(page);
    await page.goto('/apps/order/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const launcher = page.getByRole('button', { name: 'Chat with us' });
    await launcher.scrollIntoViewIfNeeded();
    // Nothing else is drawn where the launcher is: it is a line of the page, not over it.
    const covered = await launcher.evaluate((button) => {
      const box = button.getBoundingClientRect();
      const points = [
        [box.left + 2, box.top + 2],
        [box.right - 2, box.bottom - 2],
      ];
      return points.some(([x, y]) => {
        const below = document.elementsFromPoint(x ?? 0, y ?? 0);
        const index = below.findIndex((element) => button.contains(element));
        return below
          .slice(index + 1)
          .some((element) => element.closest('main, aside, [role="region"]'));
      });
    });
    expect(covered).toBe(false);
  });
});

test.describe('FAQs', () => {
  test('has topics and a live search that counts its matches', async ({ page }) => {
    await page.goto('/faqs');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeVisible();
    for (const topic of [
      'Boxes and packing',
      'Prices and payment',
      'Collection',
      'Returns',
      'Drive-up storage units',
      'Insurance',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: topic })).toBeVisible();
    }
    await page.getByLabel('Search the FAQs').fill('insured');
    await expect(page.getByText(/^\d+ questions? match(es)? “insured”$/)).toBeVisible();
    await expect(page.getByText('Is my stuff insured?')).toBeVisible();
    await expect(page.getByText('How do I reset my password?')).toBeHidden();
    await page.getByLabel('Search the FAQs').fill('zzzz');
    await expect(page.getByText(/No questions match “zzzz”/)).toBeVisible();
  });

  test('a deep link opens its question below the sticky header', async ({ page }) => {
    await page.goto('/faqs#can-you-return-items-on-a-saturday');
    const question = page.locator('#can-you-return-items-on-a-saturday');
    await expect(question).toHaveAttribute('open', '');
    await expect(
      question.getByText(/doorstep delivery is not available on Saturdays/),
    ).toBeVisible();
    await expect
      .poll(async () => (await question.boundingBox())?.y ?? -1, { timeout: 7000 })
      .toBeGreaterThan(100);
    const top = (await question.boundingBox())?.y ?? 0;
    expect(top).toBeLessThan(130);
    const headerBottom = await page
      .locator('header')
      .first()
      .evaluate((el) => el.getBoundingClientRect().bottom);
    expect(top).toBeGreaterThanOrEqual(headerBottom);
  });

  test('a question linked from the home page opens below the header after navigation', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Which days do you collect?' }).click();
    await expect(page).toHaveURL(/\/faqs#which-days-do-you-collect$/);
    const question = page.locator('#which-days-do-you-collect');
    await expect(question).toHaveAttribute('open', '');
    await expect
      .poll(async () => Math.round((await question.boundingBox())?.y ?? -1), { timeout: 7000 })
      .toBeGreaterThanOrEqual(100);
    expect((await question.boundingBox())?.y ?? 0).toBeLessThan(130);
  });

  test('/FAQS answers 301 to /faqs, which renders the FAQs with 200', async ({ page, request }) => {
    const redirect = await request.get('/FAQS', { maxRedirects: 0 });
    expect(redirect.status()).toBe(301);
    expect(redirect.headers().location).toBe('/faqs');
    const response = await page.goto('/FAQS');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/faqs$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeVisible();
  });
});

const CONTENT_PAGES = [
  ['/terms', 'Terms and conditions', /right to cancel within 14 days/i],
  ['/privacy', 'Privacy policy', /Your rights under UK GDPR/],
  ['/cookie-policy', 'Cookie policy', /boxroom\.accessToken/],
  ['/by-the-box-storage', 'By-the-box storage', /Box sizes and weight limits/],
] as const;

test.describe('content pages', () => {
  for (const [path, title, body] of CONTENT_PAGES) {
    test(`${path} has its heading, contents, date and body`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(/^Last updated \d{1,2} \w+ \d{4}$/)).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();
      await expect(page.getByText(body).first()).toBeVisible();
    });
  }
});

test('the home page shows prices from the prices API', async ({ page, request }) => {
  const response = await request.get('/v1/storage/prices/user/0?integratorId=2');
  const plan = (await response.json()) as {
    pricesByMonthsByNumBoxesByBoxType: Record<string, Record<string, Record<string, number>>>;
  };
  // Small box (48): the lowest price anywhere in its table.
  const small = Math.min(
    ...Object.values(plan.pricesByMonthsByNumBoxesByBoxType['48'] ?? {}).flatMap((byMonths) =>
      Object.values(byMonths),
    ),
  );
  await page.goto('/');
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Small box' }) });
  await expect(card).toContainText(`from £${small.toFixed(2)} a month`);
});

async function expectNoAxeViolations(
  browser: Browser,
  baseURL: string | undefined,
  path: string,
  width: number,
) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/Loading/)).toHaveCount(0);
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
  await context.close();
}

test.describe('accessibility', () => {
  for (const path of [
    '/',
    '/faqs',
    '/terms',
    '/privacy',
    '/cookie-policy',
    '/by-the-box-storage',
  ]) {
    for (const width of [390, 1280]) {
      test(`${path} at ${width} px has no axe violations`, async ({ browser, baseURL }) => {
        await expectNoAxeViolations(browser, baseURL, path, width);
      });
    }
  }
});
