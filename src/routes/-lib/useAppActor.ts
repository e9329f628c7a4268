import { useActorRef } from '@xstate/react';
import type { ActorOptions, AnyActorLogic } from 'xstate';
import { inspect } from './inspector';

/**
 * `useActorRef` for the app's screens, with the Stately inspector attached (under `?inspect`
 * on the dev server), so every actor a page starts shows in the visualizer like the funnels.
 * The linter refuses `useActorRef` anywhere else in src/routes.
 *
 * A page's actors are roots of their own, not children of the app's root (appRoot.ts): React
 * stops them when the page goes, and XState lets only a root be stopped from outside.
 */
export function useAppActor<TLogic extends AnyActorLogic>(
  logic: TLogic,
  options: ActorOptions<TLogic> = {},
) {
  return useActorRef(logic, { ...options, inspect });
}
