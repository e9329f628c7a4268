/** What the landing after sign-in is decided from (SPEC.md section 2). */
export interface LandingFacts {
  /** The customer has at least one box with the provider (shipping boxes left out). */
  hasBoxesWithProvider: boolean;
  /** The customer has at least one order that the orders list shows. */
  hasOrders: boolean;
  /** The Vite development server, where a fresh account lands on its details to be filled in. */
  isLocalDevHost: boolean;
}

export function landingPath({
  hasBoxesWithProvider,
  hasOrders,
  isLocalDevHost,
}: LandingFacts): string {
  if (hasBoxesWithProvider) return '/apps/my-stuff';
  if (hasOrders) return '/apps/orders';
  return isLocalDevHost ? '/apps/account' : '/';
}

/** Where a customer signs in (after a sign-out, or when a page needs an account). */
export const SIGN_IN_PATH = '/apps/signin';

/** The page that confirms a placed order and shows what was bought and charged. */
export function orderConfirmationPath(orderId: number | null): string {
  return `/apps/order-success?orderId=${orderId ?? ''}`;
}
