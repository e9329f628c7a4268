import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { DEMO } from './support/accounts';

/*
 * WCAG 2.2 AA as axe checks it, best-practice rules included (heading order, unique ids,
 * focusable scroll regions), on every page and dialog at a phone's and a desktop's width;
 * reflow at 320 px; and focus on each funnel step's heading as the customer moves along.
 * One signed-in state is shared, so the whole file stays quick.
 */

const WIDTHS = [390, 1280] as const;

// Each test checks a page at two widths and 320 px with axe: more than one quick look.
test.describe.configure({ timeout: 60_000 });
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
let signedIn: StorageState | undefined;

async function signedInState(browser: Browser, baseURL: string | undefined) {
  if (signedIn) return signedIn;
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/apps/signin');
  await page.getByLabel('Email address').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Signing in hashes the password on purpose slowly; once for the whole file.
  await expect(page).toHaveURL(/\/apps\/my-stuff$/, { timeout: 20_000 });
  signedIn = await context.storageState();
  await context.close();
  return signedIn;
}

/** Names each violation with the elements it was found on, so a failure says where to look. */
async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText(/^Loading|Getting your/)).toHaveCount(0);
}

/** Ids used more than once: a label, hint or error pointing at one of them reaches the wrong element. */
async function repeatedIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    return [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
  });
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

const PUBLIC_PAGES = [
  '/',
  '/faqs',
  '/terms',
  '/privacy',
  '/cookie-policy',
  '/by-the-box-storage',
  '/apps/signin',
  '/apps/signup',
  '/apps/order/pricing',
  '/no-such-page',
];

const SIGNED_IN_PAGES = [
  '/apps/my-stuff',
  '/apps/orders',
  '/apps/payments',
  '/apps/account',
  '/apps/cards',
  '/apps/collect',
  '/apps/materials',
  '/apps/packing',
  '/apps/drive-up',
  '/apps/shipping',
  '/apps/return',
  '/apps/move-out',
];

async function checkPage(
  browser: Browser,
  baseURL: string | undefined,
  path: string,
  storageState?: StorageState,
) {
  const context = await browser.newContext({ baseURL, storageState });
  const page = await context.newPage();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await settled(page);
    expect(await axeViolations(page), `${path} at ${width} px`).toEqual([]);
    expect(await repeatedIds(page), `${path}: ids used twice`).toEqual([]);
    expect(await horizontalOverflow(page), `${path} scrolls sideways at ${width} px`).toBe(0);
  }
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await horizontalOverflow(page), `${path} scrolls sideways at 320 px`).toBe(0);
  await context.close();
}

test.describe('every page meets WCAG 2.2 AA as axe checks it, and reflows at 320 px', () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path}`, async ({ browser, baseURL }) => {
      await checkPage(browser, baseURL, path);
    });
  }
  for (const path of SIGNED_IN_PAGES) {
    test(`${path}, signed in`, async ({ browser, baseURL }) => {
      await checkPage(browser, baseURL, path, await signedInState(browser, baseURL));
    });
  }
});

test.describe('dialogs', () => {
  test('the invoice dialog: no violations, nothing clipped at 390 and 320 px', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      storageState: await signedInState(browser, baseURL),
    });
    const page = await context.newPage();
    for (const width of [...WIDTHS, 320]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/apps/orders');
      await settled(page);
      await page
        .getByRole('button', { name: /^Invoice for order/ })
        .first()
        .click();
      const invoice = page.getByRole('dialog', { name: /^Invoice for order/ });
      await expect(invoice).toBeVisible();
      if (width !== 320) {
        expect(await axeViolations(page, '[role="dialog"]'), `at ${width} px`).toEqual([]);
      }
      // Nothing of the invoice lies beyond the dialog's right edge, or the screen's.
      // Nothing shown lies beyond the dialog's right edge or the screen's (text for screen
      // readers only, inside a 1 px box, is not shown), and the dialog never scrolls sideways.
      const clipped = await invoice.evaluate((dialog) => {
        const box = dialog.getBoundingClientRect();
        const right = Math.min(box.right, document.documentElement.clientWidth);
        const shown = (element: Element) => {
          for (let at: Element | null = element; at && at !== dialog; at = at.parentElement) {
            if (at.getBoundingClientRect().width <= 1) return false;
          }
          return element.checkVisibility();
        };
        const beyond = [...dialog.querySelectorAll('*')]
          .filter((element) => element.getBoundingClientRect().right > right + 0.5)
          .filter(shown)
          .map((element) => element.textContent?.slice(0, 40));
        return dialog.scrollWidth > dialog.clientWidth ? [...beyond, 'scrolls sideways'] : beyond;
      });
      expect(clipped, `clipped at ${width} px`).toEqual([]);
      await page.keyboard.press('Escape');
    }
    await context.close();
  });
});

test.describe('moving through a funnel', () => {
  test('each new step takes focus at its heading, which says which step it is', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      storageState: await signedInState(browser, baseURL),
    });
    const page = await context.newPage();
    await page.goto('/apps/order/pricing');
    await page.getByRole('button', { name: 'Add one Small box' }).click();
    await page.getByRole('radio', { name: /^6 months/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    const address = page.getByRole('heading', { level: 1, name: 'Collection address' });
    await expect(address).toBeFocused();
    await expect(address).toHaveAccessibleDescription(/^Step 2 of \d+$/);

    await page.getByRole('button', { name: 'Back' }).click();
    const pricing = page.getByRole('heading', { level: 1 });
    await expect(page).toHaveURL(/\/apps\/order\/pricing$/);
    await expect(pricing).toBeFocused();
    await expect(pricing).toHaveAccessibleDescription(/^Step 1 of \d+$/);
    await context.close();
  });
});

test.describe('the support chat launcher', () => {
  test('on a phone it never lies over the page’s text', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      storageState: await signedInState(browser, baseURL),
      viewport: { width: 390, height: 700 },
    });
    const page = await context.newPage();
    await page.goto('/faqs');
    await settled(page);
    const launcher = page.getByRole('button', { name: 'Chat with us' });
    await expect(launcher).toBeAttached();
    for (const scroll of [0, 600, 1200]) {
      await page.evaluate((y) => window.scrollTo(0, y), scroll);
      const covered = await launcher.evaluate((button) => {
        const box = button.getBoundingClientRect();
        const overlaps = (other: DOMRect) =>
          other.width > 0 &&
          other.height > 0 &&
          other.left < box.right &&
          other.right > box.left &&
          other.top < box.bottom &&
          other.bottom > box.top;
        return [...document.querySelectorAll('h1, h2, h3, p, li, a, button, summary, label, input')]
          .filter((element) => element !== button && !element.contains(button))
          .filter((element) => overlaps(element.getBoundingClientRect()))
          .map((element) => element.textContent?.trim().slice(0, 40));
      });
      expect(covered, `scrolled to ${scroll}`).toEqual([]);
    }
    await context.close();
  });
});
