import type { Box, BoxesPage } from '../../src/domain/boxes';
import type { MyStuffInput } from '../../src/machines/myStuff.machine';

const stored: Box = {
  boxId: 1,
  boxTypeId: 14,
  status: 'WithLoveSpace',
  serviceType: null,
  boxDescription: 'Winter coats',
  parentBoxId: null,
  ownerType: 'lovespace',
  statusDate: null,
  openBooking: null,
};
const atHome: Box = { ...stored, boxId: 2, status: 'WithCustomer', boxDescription: 'Books' };

/** Page 1 of 3: more to load, so loading more and searching across pages are reachable. */
const firstOfMany: BoxesPage = {
  boxes: [stored, atHome],
  page: 1,
  size: 50,
  total: 120,
  nextCursor: null,
};
const onlyPage: BoxesPage = {
  boxes: [stored, atHome],
  page: 1,
  size: 50,
  total: 2,
  nextCursor: null,
};

export const inputs: MyStuffInput[] = [
  { customerId: 7 },
  { customerId: 7, tab: 'withCustomer', selected: [2] },
];

export const events = [
  { type: 'myStuff.tabChanged', tab: 'withCustomer' },
  { type: 'myStuff.tabChanged', tab: 'withProvider' },
  { type: 'myStuff.loadMore' },
  { type: 'myStuff.searched', text: 'coats' },
  { type: 'myStuff.searched', text: '' },
  { type: 'myStuff.retry' },
  { type: 'myStuff.errorDismissed' },
  { type: 'box.toggled', boxId: 1 },
  { type: 'box.toggled', boxId: 2 },
  { type: 'box.described', boxId: 1, description: 'Ski gear' },
  { type: 'myStuff.selectionCleared' },
  { type: 'myStuff.returnRequested' },
  { type: 'myStuff.shipRequested' },
  { type: 'myStuff.collectRequested' },
  { type: 'xstate.done.actor.loadPage', output: firstOfMany },
  { type: 'xstate.done.actor.loadPage', output: onlyPage },
  { type: 'xstate.error.actor.loadPage', error: new Error('Unknown error has occurred') },
];

/** A search keeps loading pages while there are more. */
export const contextKey = ({ search, page }: { search: string; page: number }) => [search, page];
