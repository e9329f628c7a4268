import { expect, test } from '@playwright/test';
import { latestConfirmEmailLink, newCustomerEmail } from './support/accounts';

const PASSWORD = 'a long storage phrase';

test('a new email is used only once the link mailed to it is opened', async ({ page, request }) => {
  const oldEmail = newCustomerEmail();
  const newEmail = newCustomerEmail();
  await page.goto('/apps/signup');
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Email address').fill(oldEmail);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('button', { name: 'Your account' })).toBeVisible();

  await page.goto('/apps/account');
  await page.getByLabel('Email address').fill(newEmail);
  await page.getByLabel('Your current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save details' }).click();

  const banner = page.getByRole('region', { name: 'Check your email' });
  await expect(banner).toContainText(
    `We've sent a link to ${newEmail} — open it to confirm your new email address. Until then we'll keep using ${oldEmail}.`,
  );
  await expect(banner).toBeFocused();
  await expect(page.getByLabel('Email address')).toHaveValue(oldEmail);

  // The link from the mail, opened as the customer would, in the same browser.
  const link = new URL(await latestConfirmEmailLink(request, newEmail));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText(`Your email address is now ${newEmail}.`)).toBeVisible();

  await page.getByRole('link', { name: 'Go to My account' }).click();
  await expect(page).toHaveURL(/\/apps\/account$/);
  await expect(page.getByLabel('Email address')).toHaveValue(newEmail);
  await expect(banner).toHaveCount(0);
});
