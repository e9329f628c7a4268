import {
  type AnyEventObject,
  assign,
  type EventObject,
  fromPromise,
  type MachineContext,
} from 'xstate';
import { messageOf, notProvided } from './actorErrors';

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

/** What a failed call left in its `xstate.error.actor.*` event, for the customer. */
function errorMessageOf(event: EventObject): string {
  return messageOf((event as { error?: unknown }).error);
}

/**
 * The actions every funnel has: `navigate` (the app shows the step in the URL), `assignError`
 * (the message of the call that failed, in `onError`), `clearError`, and `resetFunnel` (every
 * field as it starts: the customer signed out, SPEC.md 4).
 */
export function funnelActions<
  TContext extends FunnelContext,
  TEvent extends EventObject,
  TStep extends string,
>(initial: () => TContext) {
  return {
    /** Shows the step in the URL; the app skips it when the URL is already there. */
    navigate: (_: unknown, _params: { step: TStep }) => {},
    assignError: assign<TContext, TEvent, undefined, TEvent, never>(
      ({ event }) => ({ error: errorMessageOf(event) }) as Partial<TContext>,
    ),
    clearError: assign<TContext, TEvent, undefined, TEvent, never>(
      () => ({ error: null }) as Partial<TContext>,
    ),
    resetFunnel: assign<TContext, TEvent, undefined, TEvent, never>(() => initial()),
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
