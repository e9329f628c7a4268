export interface FunnelStep {
  /** Path below the funnel's root, as it appears in the URL. */
  path: string;
  label: string;
}

export const ORDER_STEPS: readonly FunnelStep[] = [
  { path: 'pricing', label: 'Your boxes' },
  { path: 'collection/address', label: 'Collection address' },
  { path: 'collection/timeslot', label: 'Collection time' },
  { path: 'materials/selection', label: 'Packing materials' },
  { path: 'checkout', label: 'Checkout' },
];

export const RETURN_STEPS: readonly FunnelStep[] = [
  { path: 'address', label: 'Delivery address' },
  { path: 'timeslot', label: 'Delivery time' },
  { path: 'contact', label: 'Contact details' },
  { path: 'summary', label: 'Summary' },
  { path: 'checkout', label: 'Checkout' },
];
