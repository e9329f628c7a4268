import type { AnyEventObject } from 'xstate';
import type { Box } from '../../../src/domain/boxes';
import { type BoxJob, jobSelection } from '../../../src/domain/returns';
import { callOf, dataOf, doneOf, isDone, isError, type Oracle, type Seen } from './kit';
import { seenAs } from './payment';

/*
 * The address step of a job on the customer's boxes (a return, a collection), as
 * docs/decisions.md ("Returns and collections", "What a return costs", "Box choosers read
 * every box", "The box address step as the kit's child") describes it:
 *
 * - The job's basket is opened and the boxes on its side listed with the saved addresses,
 *   behind a spinner; a failed load says so and offers Try again.
 * - The boxes chosen go on the basket at once, so a detained one is reported (88); only
 *   boxes the job can take stay chosen. A box ticked or unticked is saved again.
 * - A return's paid choices go on the basket as they are made, so the running total is the
 *   server's: an address chosen is saved there (its surcharge with it), and room return as it
 *   is ticked. An address kept from before has its surcharge asked for on arrival; the
 *   customer may go on while it is asked for. A collection's address is saved with Continue.
 * - Continue needs a box, an address and, for a room return, the floor and room; it saves
 *   them, and the step is done (the funnel goes on). A failed save stays, and says why.
 */

export interface BoxAddressModel {
  /** Where the step stands (named as the customer meets it). */
  state:
    | 'loading'
    | 'failed'
    | 'savingItems'
    | 'quotingSurcharge'
    | 'choosing'
    | 'savingChoice'
    | 'savingRoomReturn'
    | 'savingAddress'
    | 'saved';
  job: BoxJob;
  paid: boolean;
  boxIds: number[];
  /** Where the address being chosen is (its id or postcode), or null. */
  draft: string | null;
  /** The destination whose surcharge is on screen. */
  quotedFor: string | null;
  roomReturn: boolean;
  floorDetails: string;
}

interface Input {
  job: BoxJob;
  boxIds: number[];
  address: { addressId: number } | null;
  roomReturn: boolean;
  floorDetails: string;
  paidChoices: boolean;
}

const destinationOf = (address: { addressId?: number; postcode?: string }) =>
  address.addressId !== undefined
    ? String(address.addressId)
    : (address.postcode ?? '').replace(/\s+/g, '').toUpperCase();

const CALLS: Partial<Record<BoxAddressModel['state'], string>> = {
  loading: 'loadStep',
  savingItems: 'saveItems',
  quotingSurcharge: 'quoteSurcharge',
  savingChoice: 'saveAddress',
  savingRoomReturn: 'saveRoomReturn',
  savingAddress: 'saveAddress',
};

const at = (model: BoxAddressModel, state: BoxAddressModel['state'], change = {}) => ({
  ...model,
  ...change,
  state,
});

/** With the boxes settled: a return's new destination has its surcharge asked for. */
function settled(model: BoxAddressModel): BoxAddressModel {
  const quote = model.paid && model.draft !== null && model.draft !== model.quotedFor;
  return at(model, quote ? 'quotingSurcharge' : 'choosing');
}

/** The chosen boxes go on the basket at once; with none chosen there is nothing to save. */
const boxesSettling = (model: BoxAddressModel) =>
  model.boxIds.length > 0 ? at(model, 'savingItems') : settled(model);

const canLeave = (model: BoxAddressModel) =>
  model.boxIds.length > 0 &&
  model.draft !== null &&
  (!model.roomReturn || model.floorDetails.trim() !== '');

export const boxAddressStep: Oracle<BoxAddressModel> = {
  id: 'boxAddressStep',
  start: (input) => {
    const given = input as Input;
    return {
      state: 'loading',
      job: given.job,
      paid: given.paidChoices,
      boxIds: [...given.boxIds],
      draft: given.address ? String(given.address.addressId) : null,
      quotedFor: null,
      roomReturn: given.roomReturn,
      floorDetails: given.floorDetails,
    };
  },
  next: (model, event: AnyEventObject) => {
    // Done: nothing reaches the step any more. A result of a call not under way is not heard.
    if (model.state === 'saved') return model;
    const call = callOf(event);
    if (call !== null && CALLS[model.state] !== call) return model;

    const loaded = doneOf<{ boxes: Box[] }>(event, 'loadStep');
    if (loaded) {
      const { boxIds } = jobSelection(model.job, model.boxIds, loaded.output.boxes);
      return boxesSettling({ ...model, boxIds });
    }
    if (isError(event, 'loadStep')) return at(model, 'failed');
    // A detained box (88) stays unsaved, and says why.
    if (isDone(event, 'saveItems') || isError(event, 'saveItems')) return settled(model);
    if (isDone(event, 'quoteSurcharge') || isError(event, 'quoteSurcharge'))
      return at(model, 'choosing', { quotedFor: model.draft });
    if (isDone(event, 'saveRoomReturn') || isError(event, 'saveRoomReturn')) return settled(model);
    const saved = doneOf<{ address: { addressId: number } }>(event, 'saveAddress');
    if (saved) {
      const draft = String(saved.output.address.addressId);
      return model.state === 'savingChoice'
        ? at(model, 'choosing', { draft, quotedFor: draft })
        : at(model, 'saved', { draft });
    }
    if (isError(event, 'saveAddress')) return at(model, 'choosing');

    const turn = model.state === 'choosing' || model.state === 'quotingSurcharge';
    switch (event.type) {
      case 'address.chosen': {
        const draft = destinationOf(
          dataOf<{ addressId?: number; postcode?: string }>(event, 'address'),
        );
        return turn && model.paid ? at(model, 'savingChoice', { draft }) : { ...model, draft };
      }
      case 'boxes.toggled': {
        if (!turn) return model;
        const boxId = dataOf<number>(event, 'boxId');
        const boxIds = model.boxIds.includes(boxId)
          ? model.boxIds.filter((id) => id !== boxId)
          : [...model.boxIds, boxId];
        return boxesSettling({ ...model, boxIds });
      }
      case 'roomReturn.changed': {
        const roomReturn = dataOf<boolean>(event, 'roomReturn');
        return turn && model.paid
          ? at(model, 'savingRoomReturn', { roomReturn })
          : { ...model, roomReturn };
      }
      case 'roomReturn.floorDetailsChanged':
        return { ...model, floorDetails: dataOf<string>(event, 'floorDetails') };
      case 'funnel.next':
        // Going on does not wait for the surcharge: the saved address's is what is charged.
        return turn && canLeave(model) ? at(model, 'savingAddress') : model;
      case 'funnel.retry':
        return model.state === 'failed' ? at(model, 'loading') : model;
    }
    return model;
  },
  seen: (model): Seen => {
    const call = CALLS[model.state];
    return seenAs(model.state, {
      busy: call !== undefined && model.state !== 'quotingSurcharge',
      error: model.state === 'failed',
      calls: call ? [call] : [],
    });
  },
};
