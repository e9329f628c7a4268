import type { Address } from '../domain/addresses';
import type { Timeslot } from '../domain/timeslots';
import { addressStepFor } from './addressStepActor';
import { savedCardsCheckoutStep } from './checkoutStepActor';
import { timeslotStepFor } from './timeslotStepActor';

/** What a job at one address puts on its basket part: where, and when. */
export type JobAtAddress = { address?: Address; timeslot?: Timeslot | null };

/**
 * The kit's steps of a job at one address (materials on their own, the packing service,
 * shipping from home), wired once: the address (a new one gives up the window held for the
 * old), its timeslot, and a checkout that offers the saved cards. `put` puts each choice on
 * the funnel's basket part.
 */
export function jobAtAddressSteps(put: (job: JobAtAddress) => Promise<unknown>) {
  return {
    addressStep: addressStepFor(async (address, changed) => {
      await put({ address, ...(changed ? { timeslot: null } : {}) });
      return {};
    }),
    timeslotStep: timeslotStepFor(async (timeslot) => {
      await put({ timeslot });
    }),
    checkoutStep: savedCardsCheckoutStep,
  };
}
