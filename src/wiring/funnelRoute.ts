import { redirect } from '@tanstack/react-router';
import type { AnyActorRef, AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { type Funnel, funnelStepAt, funnelStepPath } from '../domain/funnels';

/** The step the funnel machine is on, or null before it has opened. */
export function currentFunnelStep<Step extends string>(
  funnel: Funnel<Step>,
  snapshot: AnyMachineSnapshot,
): Step | null {
  return funnel.steps.find((step) => snapshot.matches(step.id))?.id ?? null;
}

/**
 * The router projects the funnel: the URL asks the machine for the step it names, the
 * machine decides (house style 7: a later step lands on the first one not done), and a URL
 * the machine did not go to is redirected to the step it is on. The machine moves the URL on
 * by itself through its `navigate` action; nothing copies state the other way.
 */
export function projectFunnel<Step extends string>(
  funnel: Funnel<Step>,
  actor: AnyActorRef,
  { location, preload }: { location: { pathname: string; searchStr: string }; preload: boolean },
): void {
  const requested = funnelStepAt(funnel, location.pathname);
  // A preload only fetches code: the customer has not asked for the step yet.
  if (!requested || preload) return;
  actor.send({ type: 'funnel.stepRequested', step: requested });
  const landing = currentFunnelStep(funnel, actor.getSnapshot());
  if (landing && landing !== requested) {
    throw redirect({
      href: `${funnelStepPath(funnel, landing)}${location.searchStr}`,
      replace: true,
    });
  }
}

/**
 * Boxes chosen in My stuff (`?boxes=1,2`) are handed to a box funnel (return, collection)
 * before the step is projected: a new choice starts again at the address step. The funnel
 * holds them from then on, so the URL drops them.
 */
export function handOverChosenBoxes<Step extends string>(
  funnel: Funnel<Step>,
  actor: AnyActorRef,
  { boxIds, preload }: { boxIds: number[]; preload: boolean },
): void {
  handOverChoice(funnel, actor, {
    event: boxIds.length > 0 ? { type: 'funnel.boxesChosen', boxIds } : null,
    preload,
  });
}

/**
 * What My stuff chose in the URL (boxes, a unit), sent to the funnel as `event` before the
 * step is projected; the funnel holds it from then on, so the URL drops it and shows the step
 * the funnel went to.
 */
export function handOverChoice<Step extends string>(
  funnel: Funnel<Step>,
  actor: AnyActorRef,
  { event, preload }: { event: AnyEventObject | null; preload: boolean },
): void {
  if (event === null || preload) return;
  actor.send(event);
  const step = currentFunnelStep(funnel, actor.getSnapshot()) ?? funnel.steps[0]?.id;
  throw redirect({ href: step ? funnelStepPath(funnel, step) : funnel.root, replace: true });
}
