import { type AnyActorRef, fromPromise, waitFor } from 'xstate';
import { type CheckoutShown, checkoutStepMachine } from '../../src/machines/checkoutStep.machine';

/**
 * The kit's checkout step as a funnel test provides it: `load` answers what checkout shows
 * (throw in it to fail the load).
 */
export function checkoutStepDouble(load: () => CheckoutShown) {
  return checkoutStepMachine.provide({
    actors: { loadCheckout: fromPromise(async () => load()) },
  });
}

/** The funnel's running checkout step, as the checkout screen reaches it. */
export function checkoutStepOf(funnel: AnyActorRef): AnyActorRef {
  const step = (funnel.getSnapshot() as { children: Record<string, AnyActorRef | undefined> })
    .children.checkoutStep;
  if (!step) throw new Error('The funnel is not loading its checkout');
  return step;
}

/**
 * A failed checkout load, as the customer meets it: the checkout step says so with the
 * message, Try again (`recover` first makes the load succeed) loads it again behind a spinner,
 * and the funnel's checkout is then ready with no trace of the failure.
 */
export async function expectCheckoutRetry(
  funnel: AnyActorRef,
  message: string,
  recover: () => void,
): Promise<void> {
  await waitFor(funnel, (state) => Boolean(state.children?.checkoutStep));
  const step = checkoutStepOf(funnel);
  await waitFor(step, (state) => state.matches('failed'));
  if (!step.getSnapshot().hasTag('error')) throw new Error('A failed load shows no error');
  if (step.getSnapshot().context.error !== message)
    throw new Error(`The failed load says "${step.getSnapshot().context.error}", not "${message}"`);
  recover();
  step.send({ type: 'funnel.retry' });
  if (!step.getSnapshot().hasTag('busy')) throw new Error('Try again shows no spinner');
  await waitFor(funnel, (state) => state.matches({ checkout: 'ready' }));
}
