import { COLLECTION_FUNNEL_STEPS } from '../../machines/collectionFunnel.machine';
import { ORDER_FUNNEL_STEPS } from '../../machines/orderFunnel.machine';
import { RETURN_FUNNEL_STEPS } from '../../machines/returnFunnel.machine';

export interface FunnelStep {
  /** Path below the funnel's root, as it appears in the URL. */
  path: string;
  label: string;
}

/** A funnel's steps live in its machine (house style 7). */
const stepsOf = (steps: readonly FunnelStep[]): readonly FunnelStep[] =>
  steps.map(({ path, label }) => ({ path, label }));

export const ORDER_STEPS = stepsOf(ORDER_FUNNEL_STEPS);
export const RETURN_STEPS = stepsOf(RETURN_FUNNEL_STEPS);
export const COLLECTION_STEPS = stepsOf(COLLECTION_FUNNEL_STEPS);
