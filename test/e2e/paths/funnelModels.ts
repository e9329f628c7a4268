import type { AnyEventObject } from 'xstate';
import {
  COLLECTION_FUNNEL,
  DRIVE_UP_FUNNEL,
  type Funnel,
  MATERIALS_FUNNEL,
  MOVE_OUT_FUNNEL,
  ORDER_FUNNEL,
  PACKING_FUNNEL,
  RETURN_FUNNEL,
  SHIPPING_FUNNELS,
} from '../../../src/domain/funnels';
import { collectionFunnelMachine } from '../../../src/machines/collectionFunnel.machine';
import { driveUpFunnelMachine } from '../../../src/machines/driveUpFunnel.machine';
import { materialsFunnelMachine } from '../../../src/machines/materialsFunnel.machine';
import { moveOutFunnelMachine } from '../../../src/machines/moveOutFunnel.machine';
import { orderFunnelMachine } from '../../../src/machines/orderFunnel.machine';
import { packingFunnelMachine } from '../../../src/machines/packingFunnel.machine';
import { returnFunnelMachine } from '../../../src/machines/returnFunnel.machine';
import { shippingFunnelMachine } from '../../../src/machines/shippingFunnel.machine';
import * as collectionEvents from '../../paths/collectionFunnel.events';
import * as driveUpEvents from '../../paths/driveUpFunnel.events';
import * as materialsEvents from '../../paths/materialsFunnel.events';
import * as moveOutEvents from '../../paths/moveOutFunnel.events';
import type { SomeOracle } from '../../paths/oracle/kit';
import { oracles } from '../../paths/oracle/oracles';
import * as orderEvents from '../../paths/orderFunnel.events';
import * as packingEvents from '../../paths/packingFunnel.events';
import * as returnEvents from '../../paths/returnFunnel.events';
import * as shippingEvents from '../../paths/shippingFunnel.events';
import type { FunnelModelSpec } from './browserPaths';

/*
 * Each funnel as the browser paths drive it, in the machine's own events: how it opens, and
 * what Continue is made of on each step (what the customer chooses there). The events, and
 * the server's answers to the calls, are the node path tests' (test/paths/<machine>.events.ts):
 * the model's world, not the browser's (its ids are not the browser's ids).
 */

const NEXT: AnyEventObject = { type: 'funnel.next' };

/** The first of the events of `type` (that `where` accepts). */
function pick(
  events: readonly unknown[],
  type: string,
  where: (event: Record<string, unknown>) => boolean = () => true,
): AnyEventObject {
  const found = (events as Record<string, unknown>[]).find(
    (event) => event.type === type && where(event),
  );
  if (!found) throw new Error(`No ${type} event in the path events`);
  return found as unknown as AnyEventObject;
}

const oracleOf = (id: string): SomeOracle => {
  const oracle = oracles[id];
  if (!oracle) throw new Error(`No oracle for ${id}`);
  return oracle;
};

/** The kit's steps that wait for the customer: their result is the step's Continue. */
const INTERACTIVE = [
  'timeslotStep',
  'addressStep',
  'boxAddressStep',
  'materialsStep',
  'packingStep',
];

/** Every call whose failure the path events know of: the graph finds which show as a failed load. */
const failingCalls = (events: readonly unknown[]) =>
  (events as AnyEventObject[])
    .map((event) => event.type)
    .filter((type) => type.startsWith('xstate.error.actor.'))
    .map((type) => type.slice('xstate.error.actor.'.length))
    .filter((call) => !INTERACTIVE.includes(call));

function model(
  funnel: Funnel,
  machine: FunnelModelSpec['machine'],
  events: readonly unknown[],
  opening: AnyEventObject[],
  continueWith: FunnelModelSpec['continueWith'],
): FunnelModelSpec {
  const first = funnel.steps[0]?.id;
  return {
    funnel,
    machine,
    oracle: oracleOf(funnel.id),
    pathEvents: events as AnyEventObject[],
    input: {},
    opening: [
      pick(events, 'funnel.signedIn'),
      ...opening,
      { type: 'funnel.stepRequested', step: first },
    ],
    continueWith,
    interactive: INTERACTIVE,
    failing: [...new Set(failingCalls(events))],
  };
}

const timeslotDone = (events: readonly unknown[]) => [
  pick(events, 'xstate.done.actor.timeslotStep'),
];
const addressDone = (events: readonly unknown[]) => [pick(events, 'xstate.done.actor.addressStep')];
const boxAddressDone = (events: readonly unknown[]) => [
  pick(events, 'xstate.done.actor.boxAddressStep'),
];
const materialsDone = (events: readonly unknown[]) => [
  pick(events, 'xstate.done.actor.materialsStep'),
];

const order = orderEvents.events;
const returns = returnEvents.events;
const collection = collectionEvents.events;
const driveUp = driveUpEvents.events;
const moveOut = moveOutEvents.events;
const materials = materialsEvents.events;
const packing = packingEvents.events;
const shipping = shippingEvents.events;

/** The box the node events load for a shipment from our store (its declaration's key). */
const storedBox = shippingEvents.events.find(
  (event) => event.type === 'xstate.done.actor.loadDestinationStep',
) as { output: { boxes: { boxId: number }[] } } | undefined;
const storedBoxId = storedBox?.output.boxes[0]?.boxId ?? 0;

export const funnelModels = {
  order: model(ORDER_FUNNEL, orderFunnelMachine, order, [], {
    pricing: [pick(order, 'pricing.quantityChanged'), NEXT],
    collectionAddress: addressDone(order),
    collectionTimeslot: timeslotDone(order),
    materialsSelection: materialsDone(order),
    packing: [pick(order, 'xstate.done.actor.packingStep')],
  }),
  return: model(
    RETURN_FUNNEL,
    returnFunnelMachine,
    returns,
    [pick(returns, 'funnel.boxesChosen')],
    {
      // The kit's box address step, carried into a room: a return that pays (delivery to the
      // door is included).
      address: boxAddressDone(returns),
      timeslot: timeslotDone(returns),
      contact: [pick(returns, 'contact.submitted')],
    },
  ),
  collection: model(
    COLLECTION_FUNNEL,
    collectionFunnelMachine,
    collection,
    [pick(collection, 'funnel.boxesChosen')],
    {
      address: boxAddressDone(collection),
      timeslot: timeslotDone(collection),
    },
  ),
  driveUp: model(DRIVE_UP_FUNNEL, driveUpFunnelMachine, driveUp, [], {
    location: [
      pick(driveUp, 'location.searched', (event) => event.postcode === 'SW4 7AB'),
      pick(driveUp, 'site.chosen'),
      NEXT,
    ],
    unit: [pick(driveUp, 'unit.chosen'), NEXT],
    date: [pick(driveUp, 'date.chosen'), NEXT],
  }),
  moveOut: model(
    MOVE_OUT_FUNNEL,
    moveOutFunnelMachine,
    moveOut,
    [pick(moveOut, 'funnel.unitChosen')],
    {
      day: [pick(moveOut, 'day.chosen'), NEXT],
    },
  ),
  materials: model(MATERIALS_FUNNEL, materialsFunnelMachine, materials, [], {
    materials: materialsDone(materials),
    address: addressDone(materials),
    date: timeslotDone(materials),
  }),
  packing: model(PACKING_FUNNEL, packingFunnelMachine, packing, [], {
    size: [pick(packing, 'xstate.done.actor.packingStep')],
    address: addressDone(packing),
    date: timeslotDone(packing),
  }),
  shippingFromStore: model(
    SHIPPING_FUNNELS.storage,
    shippingFunnelMachine,
    shipping,
    [{ type: 'funnel.boxesChosen', boxIds: [storedBoxId] }],
    {
      destination: [pick(shipping, 'destination.changed'), NEXT],
      customs: [
        pick(shipping, 'customs.changed', (event) => event.itemKey === String(storedBoxId)),
        NEXT,
      ],
      dispatch: [pick(shipping, 'dispatch.chosen'), NEXT],
    },
  ),
  shippingFromHome: model(
    SHIPPING_FUNNELS.home,
    shippingFunnelMachine,
    shipping,
    [pick(shipping, 'funnel.homeChosen')],
    {
      items: [pick(shipping, 'items.changed', (event) => event.count === 1), NEXT],
      destination: [pick(shipping, 'destination.changed'), NEXT],
      customs: [
        pick(shipping, 'customs.changed', (event) => String(event.itemKey).startsWith('home-')),
        NEXT,
      ],
      address: addressDone(shipping),
      collectionTime: timeslotDone(shipping),
    },
  ),
} satisfies Record<string, FunnelModelSpec>;
