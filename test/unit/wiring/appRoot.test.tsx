import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ActorRefLike, type AnyActor, createMachine, type InspectionEvent } from 'xstate';
import { appRoot } from '../../../src/wiring/appRoot';
import { createOrderActors } from '../../../src/wiring/orderFunnelActor';
import { createSession } from '../../../src/wiring/session';
import { useAppActor } from '../../../src/wiring/useAppActor';

/*
 * One actor system: the session and a funnel's actors are children of the app's root, so the
 * inspector attached to the root's system (`?inspect`) sees each of them as it is created.
 */
describe("the app's one actor system", () => {
  afterEach(() => localStorage.clear());

  it('holds the session and the order funnel, and shows each to one inspector', () => {
    const created: ActorRefLike[] = [];
    const watching = appRoot().system.inspect((event: InspectionEvent) => {
      if (event.type === '@xstate.actor') created.push(event.actorRef);
    });
    const session = createSession({ navigate: () => {} });
    session.start();
    const order = createOrderActors({ navigate: () => {}, session, storage: localStorage });

    const actors = [session, order.basket, order.orderFunnel, order.checkout];
    for (const actor of actors) expect(actor.system).toBe(appRoot().system);
    expect(created).toEqual(expect.arrayContaining(actors));
    expect(actors.map((actor) => actor.id)).toEqual([
      'session',
      'orderBasket',
      'orderFunnel',
      'orderCheckout',
    ]);
    watching.unsubscribe();
  });

  it("holds a screen's actor while the screen is shown, and stops it when the screen goes", () => {
    const pageMachine = createMachine({ id: 'page', initial: 'open', states: { open: {} } });
    const seen: AnyActor[] = [];
    function Screen() {
      const actor = useAppActor(pageMachine);
      seen.push(actor);
      return null;
    }
    const screen = render(
      <StrictMode>
        <Screen />
      </StrictMode>,
    );
    const actor = seen.at(-1) as AnyActor;
    const systemId = actor.options.systemId as string;
    expect(actor.system).toBe(appRoot().system);
    expect(actor.getSnapshot().status).toBe('active');
    expect(appRoot().system.get(systemId)).toBe(actor);

    screen.unmount();
    expect(actor.getSnapshot().status).toBe('stopped');
    expect(appRoot().system.get(systemId)).toBeUndefined();
  });
});
