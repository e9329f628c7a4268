import type { CollectionActors } from './collectionFunnelActor';
import type { SessionActor } from './context';
import type { DriveUpActors } from './driveUpFunnelActor';
import type { MaterialsActors } from './materialsFunnelActor';
import type { MoveOutActors } from './moveOutFunnelActor';
import type { OrderActors } from './orderFunnelActor';
import type { PackingActors } from './packingFunnelActor';
import type { ReturnActors } from './returnFunnelActor';
import type { ShippingActors } from './shippingFunnelActor';

/**
 * The actors of each funnel (its basket, funnel and checkout), created the first time one
 * of its pages is entered: their code (machines, calls, card payments) is loaded only then,
 * so the home page and the account pages do not carry it. Each group is created once.
 */
export interface FunnelGroups {
  order: () => Promise<OrderActors>;
  returns: () => Promise<ReturnActors>;
  collection: () => Promise<CollectionActors>;
  driveUp: () => Promise<DriveUpActors>;
  moveOut: () => Promise<MoveOutActors>;
  materials: () => Promise<MaterialsActors>;
  packing: () => Promise<PackingActors>;
  shipping: () => Promise<ShippingActors>;
}

export interface FunnelGroupDependencies {
  session: SessionActor;
  navigate: (href: string) => void;
}

export function lazyFunnelGroups(dependencies: FunnelGroupDependencies): FunnelGroups {
  return {
    order: once(async () => (await import('./orderFunnelActor')).createOrderActors(dependencies)),
    returns: once(async () =>
      (await import('./returnFunnelActor')).createReturnActors(dependencies),
    ),
    collection: once(async () =>
      (await import('./collectionFunnelActor')).createCollectionActors(dependencies),
    ),
    driveUp: once(async () =>
      (await import('./driveUpFunnelActor')).createDriveUpActors(dependencies),
    ),
    moveOut: once(async () =>
      (await import('./moveOutFunnelActor')).createMoveOutActors(dependencies),
    ),
    materials: once(async () =>
      (await import('./materialsFunnelActor')).createMaterialsActors(dependencies),
    ),
    packing: once(async () =>
      (await import('./packingFunnelActor')).createPackingActors(dependencies),
    ),
    shipping: once(async () =>
      (await import('./shippingFunnelActor')).createShippingActors(dependencies),
    ),
  };
}

/** The first call creates; later calls share it. A failed load (offline) is tried again. */
function once<T>(create: () => Promise<T>): () => Promise<T> {
  let created: Promise<T> | undefined;
  return () => {
    created ??= create().catch((error: unknown) => {
      created = undefined;
      throw error;
    });
    return created;
  };
}
