import { useEffect, useState } from 'react';
import { type ActorOptions, type AnyActorLogic, createActor, type Snapshot } from 'xstate';
import { appRoot } from './appRoot';

let pageActors = 0;

/** Makes a screen's actors: children of the app's root, each under its own system id. */
function pageActorMaker<TLogic extends AnyActorLogic>(
  logic: TLogic,
  options: ActorOptions<TLogic>,
) {
  const name = 'id' in logic && typeof logic.id === 'string' ? logic.id : 'page';
  return () => {
    pageActors += 1;
    return createActor(logic, { ...options, parent: appRoot(), systemId: `${name}#${pageActors}` });
  };
}

/**
 * The actor of a screen, as `useActorRef` gives it, but a child of the app's root: it lives in
 * the one actor system the inspector watches under `?inspect` on the dev server. It starts with
 * the screen and, when the screen goes, the root stops it (XState lets only a parent stop a
 * child). The linter refuses `useActorRef` anywhere else in src/routes.
 */
export function useAppActor<TLogic extends AnyActorLogic>(
  logic: TLogic,
  options: ActorOptions<TLogic> = {},
) {
  // The first render's logic and options make the screen's actor, as with useActorRef.
  const [make] = useState(() => pageActorMaker(logic, options));
  const [actor, setActor] = useState(make);
  useEffect(() => {
    // React's strict mode unmounts and mounts again in development: a stopped actor cannot
    // start again, so the screen gets a new one (whose own effect starts it).
    const snapshot: Snapshot<unknown> = actor.getSnapshot();
    if (snapshot.status === 'stopped') {
      setActor(make);
      return;
    }
    actor.start();
    const { systemId } = actor.options;
    return () => {
      if (systemId) appRoot().send({ type: 'app.childStopped', systemId });
    };
  }, [actor, make]);
  return actor;
}
