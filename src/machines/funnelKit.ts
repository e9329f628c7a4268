import {
  type AnyEventObject,
  assertEvent,
  assign,
  type DoneActorEvent,
  type EventObject,
  fromPromise,
  type MachineContext,
} from 'xstate';
import type { Address } from '../domain/addresses';
import type { Card } from '../domain/cards';
import { type Funnel, funnelLanding } from '../domain/funnels';
import type { Timeslot, TimeslotOrderType } from '../domain/timeslots';
import { messageOf, notProvided } from './actorErrors';
import type { AddressStepOutput } from './addressStep.machine';
import type { BoxAddressStepOutput } from './boxAddressStep.machine';
import type { TimeslotStepInput, TimeslotStepOutput } from './timeslotStep.machine';

/*
 * The funnel kit's shared actions and guards: what every funnel machine does the same way,
 * written once and named in each machine's `setup()`, so the machine's own
 * `createMachine({...})` reads the same as before in the Stately editor:
 *
 *   setup({
 *     actions: { ...funnelActions<Context, Event, Step>(() => initialContext({})), ... },
 *     guards: { ...funnelGuards(landingStep), ... },
 *   })
 *
 * A failed call's message is shown with `onError: { target: 'failed', actions: 'assignError' }`.
 */

interface FunnelContext extends MachineContext {
  error: string | null;
}

/** What every funnel's context holds: who, their basket, their cards at checkout, the error. */
export interface FunnelContextBase {
  /** The signed-in customer, or null before the session says who. */
  customerId: number | null;
  basketId: number | null;
  cards: Card[];
  error: string | null;
}

/** What a funnel starts from: itself as it was left on an earlier visit, where it was kept. */
export interface KeptFunnelInput<TKept> {
  saved?: Partial<TKept> | null;
}

/** What a funnel of a job at one address (materials, packing) also holds: where, and when. */
export interface JobAtAddressContext extends FunnelContextBase {
  /** The address saved on the funnel's basket. */
  address: Address | null;
  /** The window saved on the funnel's basket. */
  timeslot: Timeslot | null;
}

/**
 * The events every funnel takes: the URL names a step (the funnel lands on it, or on the first
 * step not yet done), Continue, Back, Try again, the session's sign-in and sign-out, and the
 * order placed (the funnel starts afresh for the next one).
 */
export type FunnelEvent<TStep extends string> =
  | { type: 'funnel.stepRequested'; step: TStep }
  | { type: 'funnel.next' }
  | { type: 'funnel.back' }
  | { type: 'funnel.retry' }
  | { type: 'funnel.signedIn'; customerId: number }
  | { type: 'funnel.signedOut' }
  | { type: 'funnel.orderPlaced' };

/**
 * The kit's step machines a funnel invokes, each under its own name, for the machine's
 * `children` type: `children: {} as KitSteps<'timeslotStep' | 'checkoutStep'>`.
 */
export type KitSteps<
  TStep extends
    | 'addressStep'
    | 'boxAddressStep'
    | 'timeslotStep'
    | 'materialsStep'
    | 'packingStep'
    | 'checkoutStep',
> = {
  [K in TStep]: K;
};

/**
 * The step a request lands on: the step asked for, or the first step before it not done yet.
 * `funnel` is the funnel's steps, or (for a funnel whose steps depend on the basket) a function
 * of the context that gives them.
 */
export function landingOf<TContext, TStep extends string>(
  funnel: Funnel<TStep> | ((context: TContext) => Funnel<TStep>),
  isDone: (context: TContext, step: TStep) => boolean,
) {
  return (context: TContext, requested: TStep): TStep =>
    funnelLanding(
      typeof funnel === 'function' ? funnel(context) : funnel,
      (step) => isDone(context, step),
      requested,
    );
}

/** The fields of a funnel's context named by `keys`: what is kept between visits. */
export function kept<TContext, TKey extends keyof TContext>(
  context: TContext,
  keys: readonly TKey[],
): Pick<TContext, TKey> {
  return Object.fromEntries(keys.map((key) => [key, context[key]])) as Pick<TContext, TKey>;
}

/**
 * A funnel's context as it starts: `fresh`, with each field named by `keys` taken from what was
 * kept on an earlier visit when it is there (not null or undefined). Name the context's type:
 * `restored<MaterialsFunnelContext>(input.saved, KEPT, { ... })`.
 */
export function restored<TContext>(
  saved: Partial<TContext> | null | undefined,
  keys: readonly (keyof TContext)[],
  fresh: TContext,
): TContext {
  const context = { ...fresh };
  for (const key of keys) context[key] = saved?.[key] ?? fresh[key];
  return context;
}

/** What a failed call left in its `xstate.error.actor.*` event, for the customer. */
function errorMessageOf(event: EventObject): string {
  return messageOf((event as { error?: unknown }).error);
}

/**
 * The actions every funnel has: `navigate` (the app shows the step in the URL), `assignError`
 * (the message of the call that failed, in `onError`), `clearError`, `assignOutput` (a call's
 * answer whose fields are named as the context's, in `onDone`), `resetFunnel` (every field as
 * it starts: the customer signed out, SPEC.md 4) and `resetForNextOrder` (the same for the
 * next order of the same customer: `customerId` and the fields named in `keepForNextOrder`
 * stay).
 */
export function funnelActions<
  TContext extends FunnelContext & { customerId: number | null },
  TEvent extends EventObject,
  TStep extends string,
>(initial: () => TContext, keepForNextOrder: readonly (keyof TContext)[] = []) {
  return {
    /** Shows the step in the URL; the app skips it when the URL is already there. */
    navigate: (_: unknown, _params: { step: TStep }) => {},
    assignError: assign<TContext, TEvent, undefined, TEvent, never>(
      ({ event }) => ({ error: errorMessageOf(event) }) as Partial<TContext>,
    ),
    clearError: assign<TContext, TEvent, undefined, TEvent, never>(
      () => ({ error: null }) as Partial<TContext>,
    ),
    assignOutput: assign<TContext, TEvent, undefined, TEvent, never>(
      ({ event }) => (event as { output?: Partial<TContext> }).output ?? {},
    ),
    /**
     * What a kit step that saves as it goes (materials, packing) told the funnel of a change,
     * or ended with, named as the funnel's fields.
     */
    takeChoice: assign<TContext, TEvent, undefined, TEvent, never>(({ event }) => {
      const told: Record<string, unknown> = { ...event };
      delete told.type;
      return ('output' in event ? event.output : told) as Partial<TContext>;
    }),
    resetFunnel: assign<TContext, TEvent, undefined, TEvent, never>(() => initial()),
    resetForNextOrder: assign<TContext, TEvent, undefined, TEvent, never>(({ context }) => ({
      ...initial(),
      ...kept(context, ['customerId', ...keepForNextOrder]),
    })),
  };
}

/** An error action for a kit step machine (address, timeslot) or any machine with `error`. */
export function errorActions<TContext extends FunnelContext, TEvent extends EventObject>() {
  return {
    assignError: assign<TContext, TEvent, undefined, TEvent, never>(
      ({ event }) => ({ error: errorMessageOf(event) }) as Partial<TContext>,
    ),
    clearError: assign<TContext, TEvent, undefined, TEvent, never>(
      () => ({ error: null }) as Partial<TContext>,
    ),
  };
}

/**
 * The guards every funnel has: `landsOn` (a `funnel.stepRequested` lands on `params.step`: the
 * step asked for, or the first before it not done yet), `isSignedIn` and `wasSignedIn` (a
 * sign-out takes the basket and funnel of whoever was signed in).
 */
export function funnelGuards<TContext extends { customerId: number | null }, TStep extends string>(
  landing: (context: TContext, requested: TStep) => TStep,
) {
  const signedIn = ({ context }: { context: TContext }) => context.customerId !== null;
  return {
    landsOn: (
      { context, event }: { context: TContext; event: AnyEventObject },
      params: { step: TStep },
    ) =>
      event.type === 'funnel.stepRequested' &&
      landing(context, (event as { step?: TStep }).step as TStep) === params.step,
    isSignedIn: signedIn,
    wasSignedIn: signedIn,
  };
}

/**
 * A call the app provides with `.provide()` (the API behind it); until then it fails, naming
 * itself: `loadPrices: appCall<StoragePrices, { customerId: number }>('order funnel', 'loadPrices')`.
 */
export function appCall<TOutput, TInput>(machine: string, call: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw notProvided(machine, call);
  });
}

/**
 * What the kit's checkout step (`checkoutStep`) loads for: the customer and the funnel's
 * basket. Its output is named as the funnel's fields (`onDone: { actions: 'assignOutput' }`).
 */
export const checkoutStepInput = ({ context }: { context: FunnelContextBase }) => ({
  customerId: context.customerId ?? 0,
  basketId: context.basketId ?? 0,
});

/**
 * What a kit step that opens or saves on the funnel's basket starts from: the customer and the
 * basket, or none yet (the step's load opens one).
 */
export const stepBasket = ({ context }: { context: FunnelContextBase }) => ({
  customerId: context.customerId ?? 0,
  basketId: context.basketId,
});

/**
 * What the kit's timeslot step of a job at one address starts from: the funnel's basket, the
 * window chosen before, and no Saturdays (a doorstep delivery never runs on one, 172, and the
 * packing teams work Monday to Friday).
 */
export const jobTimeslotInput =
  (orderType: TimeslotOrderType) =>
  ({ context }: { context: JobAtAddressContext }): TimeslotStepInput => ({
    basketId: context.basketId ?? 0,
    orderType,
    chosen: context.timeslot,
    saturdays: false,
  });

/**
 * The event a kit helper was named for, checked: the helpers serve every funnel's events, so
 * their type cannot narrow to the one the machine's arrow takes.
 */
function eventOf<TNamed extends EventObject>(event: EventObject, type: TNamed['type']): TNamed {
  assertEvent(event, type);
  return event as TNamed;
}

/**
 * The choice a kit step that saves each change at once (materials, packing) gives its funnel:
 * told as it changes (`<step>.changed`), and what the step ends with (its output).
 */
export function choiceOf<TChoice>(
  event: EventObject,
  step: 'materialsStep' | 'packingStep',
): TChoice {
  if (event.type === `xstate.done.actor.${step}`) return (event as DoneActorEvent<TChoice>).output;
  assertEvent(event, `${step}.changed`);
  return event as EventObject & TChoice;
}

/** Two lists of box ids hold the same boxes. */
export const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

interface BoxChoiceContext extends FunnelContext {
  /** The boxes chosen for the job. */
  boxIds: number[];
}

/** The box chooser of a job on the customer's boxes (a collection, a return): a box ticked. */
export function boxChoiceActions<TContext extends BoxChoiceContext, TEvent extends EventObject>() {
  return {
    toggleBox: assign<TContext, TEvent, undefined, TEvent, never>(({ context, event }) => {
      const { boxId } = eventOf<{ type: 'boxes.toggled'; boxId: number }>(event, 'boxes.toggled');
      const boxIds = context.boxIds.includes(boxId)
        ? context.boxIds.filter((id) => id !== boxId)
        : [...context.boxIds, boxId];
      return { boxIds, error: null } as Partial<TContext>;
    }),
  };
}

/**
 * The box chooser's guards: `isNewSelection` (boxes chosen in My stuff that are not those
 * chosen already: the job starts again at its address step) and `hasBoxes`.
 */
export function boxChoiceGuards<TContext extends BoxChoiceContext>() {
  return {
    isNewSelection: ({ context, event }: { context: TContext; event: AnyEventObject }) => {
      const { boxIds } = eventOf<{ type: 'funnel.boxesChosen'; boxIds: number[] }>(
        event,
        'funnel.boxesChosen',
      );
      return boxIds.length > 0 && !sameIds(boxIds, context.boxIds);
    },
    hasBoxes: ({ context }: { context: TContext }) => context.boxIds.length > 0,
  };
}

interface JobStepContext extends FunnelContext {
  address?: Address | null;
  timeslot: Timeslot | null;
}

/**
 * What the kit's step machines end with, taken into the funnel (in their `onDone`):
 * `takeAddress` (the address step's address, and whether our own vans collect there where the
 * funnel keeps that; a window held for another address is given up) and `takeTimeslot` (the
 * timeslot step's slot).
 */
export function stepOutputActions<TContext extends JobStepContext, TEvent extends EventObject>() {
  return {
    takeAddress: assign<TContext, TEvent, undefined, TEvent, never>(({ context, event }) => {
      const { address, changed, inHouseCollection } = eventOf<DoneActorEvent<AddressStepOutput>>(
        event,
        'xstate.done.actor.addressStep',
      ).output;
      return {
        address,
        ...('inHouseCollection' in context ? { inHouseCollection } : {}),
        timeslot: changed ? null : context.timeslot,
      } as Partial<TContext>;
    }),
    takeTimeslot: assign<TContext, TEvent, undefined, TEvent, never>(
      ({ event }) =>
        ({
          timeslot: eventOf<DoneActorEvent<TimeslotStepOutput>>(
            event,
            'xstate.done.actor.timeslotStep',
          ).output.timeslot,
        }) as Partial<TContext>,
    ),
  };
}

/**
 * What the kit's box address step (`boxAddressStep`, a return's or a collection's) ends with,
 * taken into the funnel in its `onDone`: each of its fields the funnel has, and a time held for
 * another address given up.
 */
export function boxAddressActions<TContext extends JobStepContext, TEvent extends EventObject>() {
  return {
    takeBoxAddress: assign<TContext, TEvent, undefined, TEvent, never>(({ context, event }) => {
      const { changed, ...chosen } = eventOf<DoneActorEvent<BoxAddressStepOutput>>(
        event,
        'xstate.done.actor.boxAddressStep',
      ).output;
      const named = Object.entries(chosen).filter(([field]) => field in context);
      return {
        ...Object.fromEntries(named),
        timeslot: changed ? null : context.timeslot,
      } as Partial<TContext>;
    }),
  };
}
