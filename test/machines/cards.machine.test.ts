import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Agreement } from '../../src/domain/agreements';
import type { Card } from '../../src/domain/cards';
import { ErrorCode } from '../../src/domain/errors';
import {
  CARD_ADDED_MESSAGE,
  CARD_DELETED_MESSAGE,
  type CardChangeInput,
  type CardsOverview,
  cardPendingDelete,
  cardsMachine,
} from '../../src/machines/cards.machine';
import type { setupIntentMachine } from '../../src/machines/setupIntent.machine';
import { boxAgreement } from '../fixtures/agreements';

const visa: Card = {
  cardId: 1,
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2034,
  isDefault: true,
};
const mastercard: Card = {
  cardId: 2,
  brand: 'mastercard',
  last4: '4444',
  expMonth: 12,
  expYear: 2034,
  isDefault: false,
};

/** A refusal as the app's calls reject: a message for the customer and the API's code. */
class Refusal extends Error {
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message);
  }
}

interface Fakes {
  /** Answers for successive list loads; the last one repeats. */
  lists?: Array<Card[] | Error>;
  makeDefault?: (input: CardChangeInput) => Promise<Card[]>;
  deleteCard?: (input: CardChangeInput) => Promise<Card[]>;
  /** What the card form ends with; never settles when left out. */
  addCard?: () => Promise<Card | null>;
  /** The agreements each load answers with, after the cards: none when left out. */
  agreements?: (cards: Card[]) => Agreement[];
}

function start(fakes: Fakes = {}) {
  const answers = [...(fakes.lists ?? [[visa, mastercard]])];
  const calls = {
    load: vi.fn(),
    makeDefault: vi.fn(),
    deleteCard: vi.fn(),
    announce: vi.fn(),
  };
  const overview = (cards: Card[]): CardsOverview => ({
    cards,
    agreements: fakes.agreements?.(cards) ?? [],
  });
  const machine = cardsMachine.provide({
    actors: {
      loadCards: fromPromise(async ({ input }) => {
        calls.load(input);
        const answer = answers.length > 1 ? answers.shift() : answers[0];
        if (!answer || answer instanceof Error) throw answer ?? new Error('no answer');
        return overview(answer);
      }),
      makeDefault: fromPromise(async ({ input }) => {
        calls.makeDefault(input);
        return overview(
          fakes.makeDefault
            ? await fakes.makeDefault(input)
            : [
                { ...visa, isDefault: false },
                { ...mastercard, isDefault: true },
              ],
        );
      }),
      deleteCard: fromPromise(async ({ input }) => {
        calls.deleteCard(input);
        return overview(fakes.deleteCard ? await fakes.deleteCard(input) : [visa]);
      }),
      // The card form stands in as a promise: the real one has its own tests.
      setupIntent: fromPromise(
        () => fakes.addCard?.() ?? new Promise<Card | null>(() => {}),
      ) as unknown as typeof setupIntentMachine,
    },
    actions: { announce: (_, params) => calls.announce(params.message) },
  });
  const actor = createActor(machine, { input: { customerId: 7 } }).start();
  return { actor, calls };
}

async function listed(fakes: Fakes = {}) {
  const started = start(fakes);
  await waitFor(started.actor, (state) => state.matches('listing'));
  return started;
}

describe('cards machine', () => {
  it('loads the customer’s cards and lists them', async () => {
    const { actor, calls } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (state) => state.matches('listing'));
    expect(calls.load).toHaveBeenCalledWith({ customerId: 7 });
    expect(actor.getSnapshot().context.cards).toEqual([visa, mastercard]);
  });

  it('reads the monthly bills each card pays with the cards, and again after a change of default', async () => {
    // The agreement is charged to the default card, whichever it is.
    const payingDefault = (cards: Card[]): Agreement[] => {
      const card = cards.find((each) => each.isDefault);
      return card
        ? [{ ...boxAgreement, card: { brand: card.brand, last4: card.last4, cardId: card.cardId } }]
        : [];
    };
    const { actor } = await listed({ agreements: payingDefault });
    expect(actor.getSnapshot().context.agreements.map((a) => a.card?.cardId)).toEqual([1]);
    actor.send({ type: 'cards.makeDefault', cardId: 2 });
    await waitFor(actor, (state) => state.matches('listing'));
    expect(actor.getSnapshot().context.agreements.map((a) => a.card?.cardId)).toEqual([2]);
  });

  it('a failed load can be tried again', async () => {
    const { actor, calls } = start({ lists: [new Error('Something went wrong'), [visa]] });
    await waitFor(actor, (state) => state.matches('loadFailed'));
    expect(actor.getSnapshot().context.error).toBe('Something went wrong');
    actor.send({ type: 'cards.retry' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (state) => state.matches('listing'));
    expect(calls.load).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.cards).toEqual([visa]);
  });

  it('makes another card the default and says which', async () => {
    const { actor, calls } = await listed();
    actor.send({ type: 'cards.makeDefault', cardId: 2 });
    expect(actor.getSnapshot().value).toBe('makingDefault');
    expect(actor.getSnapshot().context.pendingDefaultId).toBe(2);
    await waitFor(actor, (state) => state.matches('listing'));
    expect(calls.makeDefault).toHaveBeenCalledWith({ customerId: 7, cardId: 2 });
    expect(calls.announce).toHaveBeenCalledWith('Mastercard ending 4444 is now your default card');
    expect(actor.getSnapshot().context.cards.find((card) => card.isDefault)?.cardId).toBe(2);
    expect(actor.getSnapshot().context.pendingDefaultId).toBeNull();
  });

  it('does nothing for the card that is already the default, or one not listed', async () => {
    const { actor, calls } = await listed();
    actor.send({ type: 'cards.makeDefault', cardId: 1 });
    actor.send({ type: 'cards.makeDefault', cardId: 99 });
    actor.send({ type: 'cards.delete', cardId: 99 });
    expect(actor.getSnapshot().value).toBe('listing');
    expect(calls.makeDefault).not.toHaveBeenCalled();
  });

  it('a default change that fails shows the message and keeps the list', async () => {
    const { actor } = await listed({
      makeDefault: async () => {
        throw new Refusal('Something went wrong');
      },
    });
    actor.send({ type: 'cards.makeDefault', cardId: 2 });
    await waitFor(actor, (state) => state.matches('listing'));
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'Something went wrong',
      cards: [visa, mastercard],
      pendingDefaultId: null,
    });
  });

  it('deletes a card once the customer confirms', async () => {
    const { actor, calls } = await listed();
    actor.send({ type: 'cards.delete', cardId: 2 });
    expect(actor.getSnapshot().value).toBe('confirmingDelete');
    expect(cardPendingDelete(actor.getSnapshot().context)).toEqual(mastercard);
    actor.send({ type: 'cards.confirmDelete' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (state) => state.matches('listing'));
    expect(calls.deleteCard).toHaveBeenCalledWith({ customerId: 7, cardId: 2 });
    expect(calls.announce).toHaveBeenCalledWith(CARD_DELETED_MESSAGE);
    expect(actor.getSnapshot().context).toMatchObject({ cards: [visa], pendingDeleteId: null });
  });

  it('cancelling the confirmation deletes nothing', async () => {
    const { actor, calls } = await listed();
    actor.send({ type: 'cards.delete', cardId: 2 });
    actor.send({ type: 'cards.cancel' });
    expect(actor.getSnapshot().value).toBe('listing');
    expect(actor.getSnapshot().context.pendingDeleteId).toBeNull();
    expect(calls.deleteCard).not.toHaveBeenCalled();
  });

  it('the default card refused with 13 keeps the card and the code, until dismissed', async () => {
    const { actor } = await listed({
      deleteCard: async () => {
        throw new Refusal('Cannot delete default card', ErrorCode.CannotDeleteDefaultCard);
      },
    });
    actor.send({ type: 'cards.delete', cardId: 1 });
    actor.send({ type: 'cards.confirmDelete' });
    await waitFor(actor, (state) => state.matches('listing'));
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'Cannot delete default card',
      errorCode: 13,
      cards: [visa, mastercard],
      pendingDeleteId: null,
    });
    actor.send({ type: 'cards.errorDismissed' });
    expect(actor.getSnapshot().context).toMatchObject({ error: null, errorCode: null });
  });

  it('the only card may be deleted, leaving none', async () => {
    const { actor } = await listed({ lists: [[visa]], deleteCard: async () => [] });
    actor.send({ type: 'cards.delete', cardId: 1 });
    actor.send({ type: 'cards.confirmDelete' });
    await waitFor(actor, (state) => state.matches('listing'));
    expect(actor.getSnapshot().context.cards).toEqual([]);
  });

  it('adding runs the card form; a saved card reloads the list and says so', async () => {
    let save: (card: Card) => void = () => {};
    const { actor, calls } = await listed({
      lists: [[visa], [visa, mastercard]],
      addCard: () => new Promise((resolve) => (save = resolve)),
    });
    actor.send({ type: 'cards.add' });
    expect(actor.getSnapshot().value).toBe('adding');
    expect(actor.getSnapshot().children.setupIntent).toBeDefined();
    save(mastercard);
    await waitFor(actor, (state) => state.matches('listing'));
    expect(calls.announce).toHaveBeenCalledWith(CARD_ADDED_MESSAGE);
    expect(calls.load).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.cards).toEqual([visa, mastercard]);
    expect(actor.getSnapshot().children.setupIntent).toBeUndefined();
  });

  it('cancelling the card form stops it and lists the cards again', async () => {
    const { actor, calls } = await listed();
    actor.send({ type: 'cards.add' });
    actor.send({ type: 'cards.cancel' });
    expect(actor.getSnapshot().value).toBe('listing');
    expect(actor.getSnapshot().children.setupIntent).toBeUndefined();
    expect(calls.announce).not.toHaveBeenCalled();
  });

  it('the real card form runs as the child, with the customer’s id', async () => {
    const machine = cardsMachine.provide({
      actors: {
        loadCards: fromPromise(async (): Promise<CardsOverview> => ({ cards: [], agreements: [] })),
      },
    });
    const actor = createActor(machine, { input: { customerId: 7 } }).start();
    await waitFor(actor, (state) => state.matches('listing'));
    actor.send({ type: 'cards.add' });
    const child = actor.getSnapshot().children.setupIntent;
    expect(child?.getSnapshot().value).toBe('editing');
    expect(child?.getSnapshot().context.customerId).toBe(7);
    actor.stop();
  });

  it('while one change runs, other changes wait', async () => {
    const { actor, calls } = await listed({ makeDefault: () => new Promise(() => {}) });
    actor.send({ type: 'cards.makeDefault', cardId: 2 });
    actor.send({ type: 'cards.delete', cardId: 2 });
    actor.send({ type: 'cards.add' });
    expect(actor.getSnapshot().value).toBe('makingDefault');
    expect(calls.deleteCard).not.toHaveBeenCalled();
  });
});
