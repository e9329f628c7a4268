/** The account pages, in the order the top bar and the side panel list them. */
export const ACCOUNT_LINKS = [
  { to: '/apps/my-stuff', label: 'My stuff' },
  { to: '/apps/account', label: 'My details' },
  { to: '/apps/orders', label: 'Orders' },
  { to: '/apps/cards', label: 'Cards' },
  { to: '/apps/payments', label: 'Payments' },
] as const;

/**
 * What a visitor can order, in the top bar and the side panel: box storage, units, packing
 * materials on their own, and our packers.
 */
export const SERVICE_LINKS = [
  { to: '/apps/order/pricing', label: 'Box storage' },
  { to: '/apps/drive-up', label: 'Storage units' },
  { to: '/apps/materials', label: 'Packing materials' },
  { to: '/apps/packing', label: 'Packing service' },
] as const;
