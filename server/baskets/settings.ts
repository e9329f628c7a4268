import { DEFAULT_WINDOW_CAPACITY } from '../timeslots/rules.ts';

/** What the order funnel's server side takes from its surroundings; tests replace any of it. */
export interface OrderingSettings {
  /** The clock "today" and promotion expiry are read from. */
  now: () => Date;
  /** Jobs per courier window per day. */
  windowCapacity: number;
  /**
   * How long a timeslot chosen in a basket that has not reached checkout keeps its place.
   * Afterwards it only counts once checkout starts, so abandoned baskets free their slots.
   */
  holdMs: number;
}

export const DEFAULT_ORDERING_SETTINGS: OrderingSettings = {
  now: () => new Date(),
  windowCapacity: DEFAULT_WINDOW_CAPACITY,
  holdMs: 60 * 60_000,
};

/** The oldest a choice can be and still hold its place (timeslot or unit) before checkout. */
export function holdStart(settings: Pick<OrderingSettings, 'holdMs'>, now: Date): Date {
  return new Date(now.getTime() - settings.holdMs);
}

export type OrderingOverrides = Partial<OrderingSettings>;

export function orderingSettings(overrides: OrderingOverrides = {}): OrderingSettings {
  return { ...DEFAULT_ORDERING_SETTINGS, ...overrides };
}
