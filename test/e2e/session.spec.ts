import { expect, type Page, test } from '@playwright/test';
import {
  DEMO,
  expireSessions,
  latestResetLink,
  newCustomerEmail,
  ORDERS_ONLY,
} from './support/accounts';

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/apps/signin');
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('accounts and the session', () => {
  test('a new customer signs up and lands on home, signed in', async ({ page }) => {
    const email = newCustomerEmail();
    await page.goto('/apps/signup');
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a long storage phrase');
    await page.getByLabel('Confirm password').fill('a long storage phrase');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Your account' })).toBeVisible();
    const events = await page.evaluate(() =>
      (window.dataLayer ?? []).map((entry) => (entry as { event: string }).event),
    );
    expect(events).toEqual(expect.arrayContaining(['sign_up', 'login']));
  });

  test('the demo customer lands on my stuff and stays signed in after a reload', async ({
    page,
  }) => {
    await signIn(page, DEMO);
    await expect(page).toHaveURL(/\/apps\/my-stuff$/);
    await page.reload();
    await expect(page).toHaveURL(/\/apps\/my-stuff$/);
    await expect(page.getByRole('button', { name: 'Your account' })).toBeVisible();
  });

  test('a customer with only orders lands on orders', async ({ page }) => {
    await signIn(page, ORDERS_ONLY);
    await expect(page).toHaveURL(/\/apps\/orders$/);
  });

  test('a wrong password shows the message and keeps the email', async ({ page }) => {
    await signIn(page, { email: DEMO.email, password: 'not the password' });
    await expect(page.getByRole('alert').first()).toContainText(
      'The email or password is incorrect',
    );
    await expect(page.getByLabel('Email address')).toHaveValue(DEMO.email);
    await expect(page).toHaveURL(/\/apps\/signin/);
  });

  test('signing out lands on sign in and closes the account pages again', async ({ page }) => {
    await signIn(page, DEMO);
    await expect(page).toHaveURL(/\/apps\/my-stuff$/);
    await page.getByRole('button', { name: 'Your account' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/apps\/signin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await page.goto('/apps/payments');
    await expect(page).toHaveURL(/\/apps\/signin\?redirect=/);
  });

  test('after being sent to sign in, the customer returns to the page they asked for', async ({
    page,
  }) => {
    await page.goto('/apps/cards');
    await expect(page).toHaveURL(/\/apps\/signin\?redirect=/);
    await page.getByLabel('Email address').fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/apps\/cards$/);
  });

  test('a token expired on the server signs the browser out with the 1310 message', async ({
    page,
    request,
  }) => {
    await signIn(page, DEMO);
    await expect(page).toHaveURL(/\/apps\/my-stuff$/);
    await page.getByRole('link', { name: 'Boxroom home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expireSessions(request, DEMO.email);
    await page.reload();
    await expect(
      page.getByText('Your session has expired, please log in again', { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('a lost password is reset with the link from the outbox', async ({ page, request }) => {
    const email = newCustomerEmail();
    await page.goto('/apps/signup');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('first storage phrase');
    await page.getByLabel('Confirm password').fill('first storage phrase');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('button', { name: 'Your account' })).toBeVisible();
    await page.getByRole('button', { name: 'Your account' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/apps\/signin$/);

    await page.goto('/apps/reset');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      page.getByText('You need to fill the email to recover your password').first(),
    ).toBeVisible();
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      page.getByText(
        `We sent an email to ${email}. Please follow the instructions to restore your password`,
      ),
    ).toBeVisible();

    const link = new URL(await latestResetLink(request, email));
    await page.goto(link.pathname + link.search);
    await page.getByLabel('New password', { exact: true }).fill('second storage phrase');
    await page.getByLabel('Confirm new password').fill('second storage phrase');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password has been changed')).toBeVisible();

    await signIn(page, { email, password: 'second storage phrase' });
    await expect(page.getByRole('button', { name: 'Your account' })).toBeVisible();

    // The link was single use.
    await page.goto(link.pathname + link.search);
    await page.getByLabel('New password', { exact: true }).fill('third storage phrase');
    await page.getByLabel('Confirm new password').fill('third storage phrase');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText(/invalid or has expired/).first()).toBeVisible();
  });

  test('the support chat is there for a signed-in customer only', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Chat with us' })).toHaveCount(0);
    await signIn(page, DEMO);
    await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible();
  });
});
