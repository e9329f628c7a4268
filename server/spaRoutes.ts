/**
 * Every screen of SPEC.md section 2. These answer 200 with the SPA; any other path that is
 * not a file answers 404 with the SPA, which then shows its 404 screen.
 */
export const SPA_ROUTES: readonly string[] = [
  '/',
  '/faqs',
  '/terms',
  '/privacy',
  '/cookie-policy',
  '/by-the-box-storage',
  '/apps/signin',
  '/apps/signup',
  '/apps/reset',
  '/apps/confirm-email',
  '/apps/order-success',
  '/apps/my-stuff',
  '/apps/account',
  '/apps/orders',
  '/apps/cards',
  '/apps/payments',
  '/apps/order',
  '/apps/order/pricing',
  '/apps/order/checkout',
  '/apps/order/collection/address',
  '/apps/order/collection/timeslot',
  '/apps/order/materials/selection',
  '/apps/order/packing',
  '/apps/return',
  '/apps/return/address',
  '/apps/return/contact',
  '/apps/return/summary',
  '/apps/return/checkout',
  '/apps/return/timeslot',
  '/apps/collect',
  '/apps/collect/address',
  '/apps/collect/timeslot',
  '/apps/collect/checkout',
  '/apps/drive-up',
  '/apps/drive-up/location',
  '/apps/drive-up/unit',
  '/apps/drive-up/date',
  '/apps/drive-up/checkout',
  '/apps/move-out',
  '/apps/move-out/day',
  '/apps/move-out/checkout',
  '/apps/materials',
  '/apps/materials/materials',
  '/apps/materials/address',
  '/apps/materials/date',
  '/apps/materials/checkout',
  '/apps/packing',
  '/apps/packing/size',
  '/apps/packing/address',
  '/apps/packing/date',
  '/apps/packing/checkout',
  '/apps/shipping',
  '/apps/shipping/items',
  '/apps/shipping/destination',
  '/apps/shipping/customs',
  '/apps/shipping/dispatch',
  '/apps/shipping/collection/address',
  '/apps/shipping/collection/time',
  '/apps/shipping/checkout',
];

/** Path prefixes owned by the server's services; they never fall back to the SPA. */
export const SERVICE_PREFIXES: readonly string[] = ['/v1', '/identity', '/cms', '/api', '/builds'];

const routes = new Set(SPA_ROUTES);

export function isSpaRoute(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routes.has(trimmed === '' ? '/' : trimmed);
}

export function isServicePath(pathname: string): boolean {
  return SERVICE_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}
