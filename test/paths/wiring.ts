import type { AnyActorRef, AnyStateMachine } from 'xstate';

/*
 * The app's own wiring of every registered machine: the same `provide()` the app runs, with
 * its actions and guards, built here with doubles only at the edges the app reaches out to
 * (the browser's storage, location and data layer; navigation). The path replay then replaces
 * each machine's calls, its promise actors, which is where the network is, with calls the
 * path settles (replay.ts).
 */

/** Local storage as the browser keeps it, in memory. */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

/** The URLs the app's machines moved the page to, in order (the oracle checks the last). */
export const visited: string[] = [];

/** Files the app handed to the browser's downloads during the replays. */
export const downloads: string[] = [];

/**
 * What the app's actions use of the page: storage, the address, printing, and a link that
 * starts a download (its file name is kept).
 */
function installBrowserEdge(storage: Storage): void {
  const page = globalThis as unknown as Record<string, unknown>;
  page.localStorage = storage;
  page.window ??= {
    location: { hostname: 'localhost', pathname: '/', search: '', href: 'http://localhost/' },
    print: () => {},
  };
  page.document ??= {
    createElement: () => {
      const link = { download: '', click: () => downloads.push(link.download), remove: () => {} };
      return link;
    },
    body: { append: () => {} },
  };
}

/** The machine an app actor runs (the app's create functions hand out the actor ref). */
function logicOf(actor: AnyActorRef): AnyStateMachine {
  return (actor as unknown as { logic: AnyStateMachine }).logic;
}

export async function appWiring(): Promise<Record<string, AnyStateMachine>> {
  const storage = new MemoryStorage();
  installBrowserEdge(storage);
  const navigate = (href: string) => {
    visited.push(href);
  };

  // Imported once the edge is there: some modules read the page as they load.
  const { appRootMachine } = await import('../../src/wiring/appRoot');
  const { createSession } = await import('../../src/wiring/session');
  const { createBasketActor } = await import('../../src/wiring/basketActor');
  const { createOrderFunnel } = await import('../../src/wiring/orderFunnelActor');
  const { createCheckout } = await import('../../src/wiring/checkoutActor');
  const { createReturnFunnel } = await import('../../src/wiring/returnFunnelActor');
  const { createCollectionFunnel } = await import('../../src/wiring/collectionFunnelActor');
  const { createDriveUpFunnel } = await import('../../src/wiring/driveUpFunnelActor');
  const { createMoveOutFunnel } = await import('../../src/wiring/moveOutFunnelActor');
  const { createMaterialsFunnel } = await import('../../src/wiring/materialsFunnelActor');
  const { createPackingFunnel } = await import('../../src/wiring/packingFunnelActor');
  const { createShippingFunnel } = await import('../../src/wiring/shippingFunnelActor');
  const myStuff = await import('../../src/wiring/myStuffActor');
  const account = await import('../../src/wiring/accountActors');
  const orders = await import('../../src/wiring/ordersActor');
  const cards = await import('../../src/wiring/cardsActor');
  const { appClearBalanceMachine } = await import('../../src/wiring/paymentsActor');
  const { appPasswordResetMachine } = await import('../../src/wiring/passwordResetActor');
  const { confirmEmailMachineFor } = await import('../../src/wiring/confirmEmailActor');
  const { paymentAlertsMachineFor } = await import('../../src/wiring/paymentAlertsActor');

  const session = createSession({ navigate });
  const basket = createBasketActor(storage);
  const ordersList = { send: () => {} };
  const collectionFunnel = logicOf(createCollectionFunnel({ basket, navigate, storage }));
  const returnFunnel = logicOf(createReturnFunnel({ basket, navigate, storage }));
  const packingFunnel = logicOf(createPackingFunnel({ basket, navigate, storage }));
  const materialsFunnel = logicOf(createMaterialsFunnel({ basket, navigate, storage }));
  const checkout = logicOf(createCheckout({ basket, navigate, storage, onOrderPlaced: () => {} }));

  return {
    app: appRootMachine,
    session: logicOf(session),
    passwordReset: appPasswordResetMachine,
    confirmEmail: confirmEmailMachineFor(session),
    basket: logicOf(basket),
    orderFunnel: logicOf(createOrderFunnel({ basket, navigate, storage })),
    checkout,
    returnFunnel,
    collectionFunnel,
    driveUpFunnel: logicOf(createDriveUpFunnel({ basket, navigate, storage })),
    moveOutFunnel: logicOf(createMoveOutFunnel({ basket, navigate, storage })),
    materialsFunnel,
    packingFunnel,
    shippingFunnel: logicOf(createShippingFunnel({ basket, navigate, storage })),
    shipments: myStuff.appShipmentsMachine,
    agreements: myStuff.appAgreementsMachine,
    // The kit's steps as a funnel provides them (each funnel's differs only in where it saves,
    // or for checkout, in what it loads).
    timeslotStep: collectionFunnel.implementations.actors.timeslotStep as AnyStateMachine,
    addressStep: packingFunnel.implementations.actors.addressStep as AnyStateMachine,
    boxAddressStep: returnFunnel.implementations.actors.boxAddressStep as AnyStateMachine,
    checkoutStep: packingFunnel.implementations.actors.checkoutStep as AnyStateMachine,
    materialsStep: materialsFunnel.implementations.actors.materialsStep as AnyStateMachine,
    packingStep: packingFunnel.implementations.actors.packingStep as AnyStateMachine,
    myStuff: myStuff.myStuffMachineFor({ navigate, storage }),
    boxCard: myStuff.appBoxCardMachine,
    boxPhotos: myStuff.appBoxPhotosMachine,
    storageUnits: myStuff.appStorageUnitsMachine,
    myDetails: account.myDetailsMachineFor(session),
    addressBook: account.appAddressBookMachine,
    changePassword: account.appChangePasswordMachine,
    orders: orders.appOrdersMachine,
    orderActions: orders.orderActionsMachineFor(ordersList),
    ordersPhone: orders.appOrdersPhoneMachine,
    setupIntent: cards.appSetupIntentMachine,
    cards: cards.appCardsMachine,
    clearBalance: appClearBalanceMachine,
    // The kit's payment polling as checkout provides it (each payer differs only in its call).
    paymentPolling: checkout.implementations.actors.paymentPolling as AnyStateMachine,
    paymentAlerts: paymentAlertsMachineFor({ navigate }),
  };
}
