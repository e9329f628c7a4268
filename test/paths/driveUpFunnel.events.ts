import type { VsuSiteNear, VsuSizeOffer } from '../../src/domain/driveUp';
import type { DriveUpFunnelInput } from '../../src/machines/driveUpFunnel.machine';
import { rentedUnit } from '../fixtures/driveUp';

const site: VsuSiteNear = { ...rentedUnit.site, miles: 0.8 };
const size: VsuSizeOffer = {
  unitSizeId: 3,
  sqFt: 35,
  widthFt: 5,
  depthFt: 7,
  heightFt: 8,
  guide: 'A one-bedroom flat',
  monthlyPrice: 92.95,
  contracts: [{ months: 1, discountPercent: 0, monthlyPrice: 92.95 }],
  unitsFree: 2,
};

export const inputs: DriveUpFunnelInput[] = [
  {},
  { saved: { customerId: 7, postcode: 'SW4 7AB', sites: [site], siteId: 1 } },
  {
    saved: {
      customerId: 7,
      basketId: 41,
      postcode: 'SW4 7AB',
      sites: [site],
      siteId: 1,
      sizes: [size],
      unitSizeId: 3,
      dropOffDate: '2026-12-10',
      saved: true,
    },
  },
];

export const events = [
  { type: 'funnel.stepRequested', step: 'location' },
  { type: 'funnel.stepRequested', step: 'unit' },
  { type: 'funnel.stepRequested', step: 'date' },
  { type: 'funnel.stepRequested', step: 'checkout' },
  { type: 'funnel.next' },
  { type: 'funnel.back' },
  { type: 'funnel.retry' },
  { type: 'funnel.signedIn', customerId: 7 },
  { type: 'funnel.signedOut' },
  { type: 'funnel.orderPlaced' },
  { type: 'location.searched', postcode: 'SW4 7AB' },
  { type: 'location.searched', postcode: ' ' },
  { type: 'site.chosen', siteId: 1 },
  { type: 'unit.contractChanged', months: 3 },
  { type: 'unit.chosen', unitSizeId: 3 },
  { type: 'date.chosen', date: '2026-12-10' },
  { type: 'insurance.chosen', coverageLimit: 1000 },
  { type: 'xstate.done.actor.findSites', output: { postcode: 'SW4 7AB', sites: [site] } },
  {
    type: 'xstate.error.actor.findSites',
    error: new Error("Storage units aren't available in your area"),
  },
  { type: 'xstate.done.actor.loadSizes', output: [size] },
  { type: 'xstate.error.actor.loadSizes', error: new Error('Something went wrong') },
  { type: 'xstate.done.actor.loadDays', output: [{ date: '2026-12-10', unitsFree: 2 }] },
  { type: 'xstate.error.actor.loadDays', error: new Error('Something went wrong') },
  { type: 'xstate.done.actor.saveChoice', output: { basketId: 41 } },
  {
    type: 'xstate.error.actor.saveChoice',
    error: new Error('Not enough units at this site on the drop-off day'),
  },
  { type: 'xstate.done.actor.checkoutStep', output: { insurancePrices: [], cards: [] } },
  { type: 'xstate.done.actor.saveCover', output: undefined },
  { type: 'xstate.error.actor.saveCover', error: new Error('Something went wrong') },
];

/** The day chosen and the signed-in customer decide whether Continue saves the day. */
export const contextKey = ({
  dropOffDate,
  customerId,
  postcode,
}: {
  dropOffDate: string | null;
  customerId: number | null;
  postcode: string;
}) => `${dropOffDate}|${customerId}|${postcode}`;
