import { ORDER_FUNNEL_STEPS } from '../../machines/orderFunnel.machine';

export interface FunnelStep {
  /** Path below the funnel's root, as it appears in the URL. */
  path: string;
  label: string;
}

/** The order funnel's steps live in its machine (house style 7). */
export const ORDER_STEPS: readonly FunnelStep[] = ORDER_FUNNEL_STEPS.map(({ path, label }) => ({
  path,
  label,
}));

export const RETURN_STEPS: readonly FunnelStep[] = [
  { path: 'address', label: 'Delivery address' },
  { path: 'timeslot', label: 'Delivery time' },
  { path: 'contact', label: 'Contact details' },
  { path: 'summary', label: 'Summary' },
  { path: 'checkout', label: 'Checkout' },
];
