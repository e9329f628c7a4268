import { afterEach, describe, expect, it } from 'vitest';
import type { ActorRefLike, InspectionEvent } from 'xstate';
import { appRoot } from '../../../src/routes/-lib/appRoot';
import { createOrderActors } from '../../../src/routes/-lib/orderFunnelActor';
import { createSession } from '../../../src/routes/-lib/session';

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
});
