/*
 * The funnels of the app, each defined once: its root URL, its title and its steps in order.
 * A step's id is the name of the funnel machine's state, its path the URL's last segments and
 * its label the progress bar's text. Machines, routes and screens all follow from these.
 */

export interface FunnelStep<Step extends string = string> {
  id: Step;
  /** Below the funnel's root, as it appears in the URL. */
  path: string;
  label: string;
}

export interface Funnel<Step extends string = string> {
  /** The funnel machine's id. */
  id: string;
  /** The funnel's URL, which resumes it; each step is below it. */
  root: string;
  /** The page heading above the progress bar. */
  title: string;
  steps: readonly FunnelStep<Step>[];
}

export type StepOf<F> = F extends Funnel<infer Step> ? Step : never;

function defineFunnel<const Step extends string>(funnel: Funnel<Step>): Funnel<Step> {
  return funnel;
}

export const ORDER_FUNNEL = defineFunnel({
  id: 'orderFunnel',
  root: '/apps/order',
  title: 'Order storage',
  steps: [
    { id: 'pricing', path: 'pricing', label: 'Your boxes' },
    { id: 'collectionAddress', path: 'collection/address', label: 'Collection address' },
    { id: 'collectionTimeslot', path: 'collection/timeslot', label: 'Collection time' },
    { id: 'materialsSelection', path: 'materials/selection', label: 'Packing materials' },
    { id: 'packing', path: 'packing', label: 'Packing service' },
    { id: 'checkout', path: 'checkout', label: 'Checkout' },
  ],
});

export const RETURN_FUNNEL = defineFunnel({
  id: 'returnFunnel',
  root: '/apps/return',
  title: 'Return your items',
  steps: [
    { id: 'address', path: 'address', label: 'Delivery address' },
    { id: 'timeslot', path: 'timeslot', label: 'Delivery time' },
    { id: 'contact', path: 'contact', label: 'Contact details' },
    { id: 'summary', path: 'summary', label: 'Summary' },
    { id: 'checkout', path: 'checkout', label: 'Checkout' },
  ],
});

export const COLLECTION_FUNNEL = defineFunnel({
  id: 'collectionFunnel',
  root: '/apps/collect',
  title: 'Collect your boxes',
  steps: [
    { id: 'address', path: 'address', label: 'Collection address' },
    { id: 'timeslot', path: 'timeslot', label: 'Collection time' },
    { id: 'checkout', path: 'checkout', label: 'Checkout' },
  ],
});

export const DRIVE_UP_FUNNEL = defineFunnel({
  id: 'driveUpFunnel',
  root: '/apps/drive-up',
  title: 'Rent a storage unit',
  steps: [
    { id: 'location', path: 'location', label: 'Location' },
    { id: 'unit', path: 'unit', label: 'Unit size' },
    { id: 'date', path: 'date', label: 'Drop-off day' },
    { id: 'checkout', path: 'checkout', label: 'Checkout' },
  ],
});

export const MOVE_OUT_FUNNEL = defineFunnel({
  id: 'moveOutFunnel',
  root: '/apps/move-out',
  title: 'Move out of your unit',
  steps: [
    { id: 'day', path: 'day', label: 'Move-out day' },
    { id: 'checkout', path: 'checkout', label: 'Checkout' },
  ],
});

export const MATERIALS_FUNNEL = defineFunnel({
  id: 'materialsFunnel',
  root: '/apps/materials',
  title: 'Order packing materials',
  steps: [
    { id: 'materials', path: 'materials', label: 'Materials' },
    { id: 'address', path: 'address', label: 'Delivery address' },
    { id: 'date', path: 'date', label: 'Delivery day' },
    { id: 'checkout', path: 'checkout', label: 'Checkout' },
  ],
});

export const PACKING_FUNNEL = defineFunnel({
  id: 'packingFunnel',
  root: '/apps/packing',
  title: 'Book our packers',
  steps: [
    { id: 'size', path: 'size', label: 'What to pack' },
    { id: 'address', path: 'address', label: 'Address' },
    { id: 'date', path: 'date', label: 'Packing day' },
    { id: 'checkout', path: 'checkout', label: 'Checkout' },
  ],
});

/**
 * Every step a shipment abroad can have. Boxes stored with us go on a dispatch day; items
 * from home are counted first and collected by our courier (`shippingFunnelFor`).
 */
export const SHIPPING_FUNNEL = defineFunnel({
  id: 'shippingFunnel',
  root: '/apps/shipping',
  title: 'Ship your boxes abroad',
  steps: [
    { id: 'items', path: 'items', label: 'What to send' },
    { id: 'destination', path: 'destination', label: 'Destination' },
    { id: 'customs', path: 'customs', label: 'Customs' },
    { id: 'dispatch', path: 'dispatch', label: 'Dispatch day' },
    { id: 'address', path: 'collection/address', label: 'Collection address' },
    { id: 'collectionTime', path: 'collection/time', label: 'Collection time' },
    { id: 'checkout', path: 'checkout', label: 'Checkout' },
  ],
});

const ONLY_FROM_HOME: readonly string[] = ['items', 'address', 'collectionTime'];

/** The shipping funnel's steps for boxes in our store, and for items collected from home. */
export const SHIPPING_FUNNELS: Record<'storage' | 'home', typeof SHIPPING_FUNNEL> = {
  storage: {
    ...SHIPPING_FUNNEL,
    steps: SHIPPING_FUNNEL.steps.filter((step) => !ONLY_FROM_HOME.includes(step.id)),
  },
  home: {
    ...SHIPPING_FUNNEL,
    steps: SHIPPING_FUNNEL.steps.filter((step) => step.id !== 'dispatch'),
  },
};

export type OrderStep = StepOf<typeof ORDER_FUNNEL>;
export type DriveUpStep = StepOf<typeof DRIVE_UP_FUNNEL>;
export type MoveOutStep = StepOf<typeof MOVE_OUT_FUNNEL>;
export type MaterialsStep = StepOf<typeof MATERIALS_FUNNEL>;
export type PackingStep = StepOf<typeof PACKING_FUNNEL>;
export type ShippingStep = StepOf<typeof SHIPPING_FUNNEL>;
export type ReturnStep = StepOf<typeof RETURN_FUNNEL>;
export type CollectionStep = StepOf<typeof COLLECTION_FUNNEL>;

/** The URL of a step. */
export function funnelStepPath<Step extends string>(funnel: Funnel<Step>, step: Step): string {
  const found = funnel.steps.find((candidate) => candidate.id === step) ?? funnel.steps[0];
  return `${funnel.root}/${found?.path ?? ''}`;
}

/** The step a URL path names, or null when it names none. */
export function funnelStepAt<Step extends string>(
  funnel: Funnel<Step>,
  pathname: string,
): Step | null {
  const path = pathname.replace(/\/+$/, '');
  const found = funnel.steps.find((step) => path === `${funnel.root}/${step.path}`);
  return found?.id ?? null;
}

/** The step's place in the funnel, from 0; -1 for none. */
export function funnelStepIndex<Step extends string>(
  funnel: Funnel<Step>,
  step: Step | null,
): number {
  return funnel.steps.findIndex((candidate) => candidate.id === step);
}

export function funnelStepLabel<Step extends string>(funnel: Funnel<Step>, step: Step): string {
  return funnel.steps.find((candidate) => candidate.id === step)?.label ?? step;
}

/**
 * Where a request for a step lands: the requested step, or the first step before it whose
 * work is not done yet (house style 7). The last step is never done.
 */
export function funnelLanding<Step extends string>(
  funnel: Funnel<Step>,
  isDone: (step: Step) => boolean,
  requested: Step,
): Step {
  for (const { id } of funnel.steps) {
    if (id === requested || !isDone(id)) return id;
  }
  return requested;
}

/**
 * Box ids from a `?boxes=1,2` search value or a kept JSON list: positive whole numbers, each
 * once, in the order given. Anything else is dropped rather than trusted.
 */
export function boxIdsFrom(value: unknown): number[] {
  const items: unknown[] = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part)))
      : typeof value === 'number'
        ? [value]
        : [];
  const ids: number[] = [];
  for (const item of items) {
    if (typeof item === 'number' && Number.isSafeInteger(item) && item > 0 && !ids.includes(item)) {
      ids.push(item);
    }
  }
  return ids;
}
