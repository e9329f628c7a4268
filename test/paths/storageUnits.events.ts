import type { VsuRentedUnit } from '../../src/domain/driveUp';

const unit: VsuRentedUnit = {
  lettingId: 1,
  orderId: 9,
  state: 'active',
  site: {
    siteId: 1,
    name: 'Boxroom Battersea',
    addressLine1: 'Unit 4, Stewarts Road',
    town: 'London',
    postcode: 'SW8 4UB',
    countryCode: 'GB',
    latitude: 51.476,
    longitude: -0.142,
    openingHours: 'Mon–Fri 8am–6pm',
    accessHours: 'Every day, 24 hours',
    facilities: ['driveUpAccess', 'cctv'],
    noticeDays: 14,
  },
  unitNumber: 'C01',
  sqFt: 35,
  contractMonths: 3,
  monthlyPrice: 88.3,
  dropOffDate: '2026-11-05',
  contractEnd: '2027-02-04',
  moveOutDate: null,
  accessCode: '402719',
  nextPaymentDate: '2026-12-05',
  earliestMoveOut: '2027-02-04',
};

export const inputs = [{ customerId: 7 }];

/** The day chosen decides whether Book move-out goes ahead. */
export const contextKey = ({ moveOut }: { moveOut: { date: string } | null }) =>
  moveOut?.date ?? null;

export const events = [
  { type: 'storageUnits.retry' },
  { type: 'moveOut.started', lettingId: 1 },
  { type: 'moveOut.dateChanged', date: '2027-02-04' },
  { type: 'moveOut.dateChanged', date: '2027-01-01' },
  { type: 'moveOut.confirmed' },
  { type: 'moveOut.cancelled' },
  {
    type: 'xstate.done.actor.bookMoveOut',
    output: { ...unit, state: 'movingOut', moveOutDate: '2027-02-04', nextPaymentDate: null },
  },
  {
    type: 'xstate.error.actor.bookMoveOut',
    error: new Error('Choose a move-out day from Thursday 4th February'),
  },
  { type: 'xstate.done.actor.loadUnits', output: [unit] },
  { type: 'xstate.error.actor.loadUnits', error: new Error('Something went wrong') },
];
