import type { APIRequestContext } from '@playwright/test';

export const DEMO = { email: 'demo@boxroom.test', password: 'demo-storage-2026' };
export const ORDERS_ONLY = { email: 'orders-only@boxroom.test', password: 'demo-storage-2026' };

/** A fresh address per test run, so sign-up tests never collide. */
export function newCustomerEmail(): string {
  return `new-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The latest reset link written to the mail outbox (exposed outside production only). */
export async function latestResetLink(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.get(`/identity/_outbox/latest?email=${encodeURIComponent(email)}`);
  if (!response.ok()) throw new Error(`No mail for ${email}: ${response.status()}`);
  const mail = (await response.json()) as { body: string };
  const link = mail.body.match(/https?:\/\/\S+\/apps\/reset\?\S+/)?.[0];
  if (!link) throw new Error(`The mail to ${email} has no reset link`);
  return link;
}

export async function expireSessions(request: APIRequestContext, email: string): Promise<void> {
  const response = await request.post('/identity/_sessions/expire', { data: { email } });
  if (!response.ok()) throw new Error(`Could not expire sessions: ${response.status()}`);
}

/** The latest confirm-email link written to the mail outbox for a new address. */
export async function latestConfirmEmailLink(
  request: APIRequestContext,
  email: string,
): Promise<string> {
  const response = await request.get(`/identity/_outbox/latest?email=${encodeURIComponent(email)}`);
  if (!response.ok()) throw new Error(`No mail for ${email}: ${response.status()}`);
  const mail = (await response.json()) as { links: string[] };
  const link = mail.links.find((href) => href.includes('/apps/confirm-email?'));
  if (!link) throw new Error(`The mail to ${email} has no confirm-email link`);
  return link;
}
