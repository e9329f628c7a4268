import type { MoveOutFunnelInput } from '../../src/machines/moveOutFunnel.machine';
import { rentedUnit } from '../fixtures/driveUp';

export const inputs: MoveOutFunnelInput[] = [
  {},
  { saved: { customerId: 7, lettingId: 1 } },
  {
    saved: {
      customerId: 7,
      basketId: 52,
      lettingId: 1,
      unit: rentedUnit,
      moveOutDate: '2027-02-04',
      saved: true,
    },
  },
];

export const events = [
  { type: 'funnel.stepRequested', step: 'day' },
  { type: 'funnel.stepRequested', step: 'checkout' },
  { type: 'funnel.unitChosen', lettingId: 1 },
  { type: 'funnel.next' },
  { type: 'funnel.back' },
  { type: 'funnel.retry' },
  { type: 'funnel.signedIn', customerId: 7 },
  { type: 'funnel.signedOut' },
  { type: 'funnel.orderPlaced' },
  { type: 'day.chosen', date: '2027-02-10' },
  { type: 'day.chosen', date: '2027-01-01' },
  { type: 'xstate.done.actor.loadUnit', output: rentedUnit },
  {
    type: 'xstate.error.actor.loadUnit',
    error: new Error('We could not find that storage unit among yours'),
  },
  { type: 'xstate.done.actor.saveMoveOut', output: { basketId: 52 } },
  {
    type: 'xstate.error.actor.saveMoveOut',
    error: new Error('Choose a move-out day from Thursday 4th February'),
  },
  { type: 'xstate.done.actor.checkoutStep', output: { cards: [] } },
];

/** The day chosen, the unit and the signed-in customer decide where Continue and Back go. */
export const contextKey = ({
  moveOutDate,
  customerId,
  lettingId,
  unit,
}: {
  moveOutDate: string | null;
  customerId: number | null;
  lettingId: number | null;
  unit: unknown;
}) => `${moveOutDate}|${customerId}|${lettingId}|${unit === null ? 'none' : 'unit'}`;
