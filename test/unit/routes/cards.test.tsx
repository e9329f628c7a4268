import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { Agreement } from '../../../src/domain/agreements';
import type { Card, SetupIntentResult } from '../../../src/domain/cards';
import { ErrorCode } from '../../../src/domain/errors';
import {
  type CardChangeInput,
  type CardsOverview,
  cardsMachine,
} from '../../../src/machines/cards.machine';
import { pollingWith } from '../../../src/machines/paymentPolling.machine';
import {
  type ConfirmSetupInput,
  setupIntentMachine,
} from '../../../src/machines/setupIntent.machine';
import {
  CardsScreen,
  DEFAULT_CARD_HINT,
} from '../../../src/routes/_site/_account/-components/cards/CardsScreen';
import { boxAgreement, unitAgreement } from '../../fixtures/agreements';
import { renderInRouter } from './renderInRouter';

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
  expMonth: 11,
  expYear: 2033,
  isDefault: false,
};

/** A refusal as the app's calls reject: the message and the API's code. */
function refusal(message: string, code?: number): Error {
  return Object.assign(new Error(message), { code });
}

interface Fakes {
  /** Answers for successive list loads; the last one repeats. */
  lists?: Card[][];
  deleteCard?: (input: CardChangeInput) => Promise<Card[]>;
  confirmSetup?: (input: ConfirmSetupInput) => Promise<void>;
  /** Answers for successive progress calls; the last one repeats. */
  progress?: SetupIntentResult[];
  /** The agreements read with the cards; none when left out. */
  agreements?: (cards: Card[]) => Agreement[];
}

async function renderCards(fakes: Fakes = {}) {
  const lists = [...(fakes.lists ?? [[mastercard, visa]])];
  const answers = [
    ...(fakes.progress ?? [{ status: 'succeeded', card: mastercard, message: null } as const]),
  ];
  const calls = {
    makeDefault: vi.fn(async (_input: CardChangeInput) => [
      { ...visa, isDefault: false },
      { ...mastercard, isDefault: true },
    ]),
    deleteCard: vi.fn(fakes.deleteCard ?? (async (_input: CardChangeInput) => [visa])),
    confirmSetup: vi.fn(fakes.confirmSetup ?? (async (_input: ConfirmSetupInput) => {})),
    authenticate: vi.fn(async (_input: { clientSecret: string; approved: boolean }) => {}),
    announce: vi.fn(),
  };
  const setupIntent = setupIntentMachine.provide({
    actors: {
      createSetupIntent: fromPromise(async () => ({
        setupIntentId: 'seti_1',
        clientSecret: 'seti_1_secret_x',
      })),
      confirmSetup: fromPromise(({ input }) => calls.confirmSetup(input)),
      paymentPolling: pollingWith(
        fromPromise(async () => {
          const answer = answers.length > 1 ? answers.shift() : answers[0];
          if (!answer) throw new Error('no answer');
          return answer;
        }),
        // The next progress call straight away: the back-off has its own machine tests.
        fromCallback(({ sendBack }) => {
          const timer = setTimeout(() => sendBack({ type: 'poll.tick' }), 0);
          return () => clearTimeout(timer);
        }),
      ),
      authenticateSetup: fromPromise(({ input }) => calls.authenticate(input)),
    },
  });
  const overview = (cards: Card[]): CardsOverview => ({
    cards,
    agreements: fakes.agreements?.(cards) ?? [],
  });
  const actor = createActor(
    cardsMachine.provide({
      actors: {
        loadCards: fromPromise(async () =>
          overview((lists.length > 1 ? lists.shift() : lists[0]) ?? []),
        ),
        makeDefault: fromPromise(async ({ input }) => overview(await calls.makeDefault(input))),
        deleteCard: fromPromise(async ({ input }) => overview(await calls.deleteCard(input))),
        setupIntent,
      },
      actions: { announce: (_, params) => calls.announce(params.message) },
    }),
    { input: { customerId: 7 } },
  ).start();
  await renderInRouter(<CardsScreen actor={actor} stripePublishableKey={null} />);
  await screen.findByRole('button', { name: 'Add a card' });
  return { calls, actor };
}

function cardRows() {
  return within(screen.getByRole('list')).getAllByRole('listitem');
}

async function fillCard(number: string, name = 'Ada Lovelace') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry date'), '1234');
  await user.type(screen.getByLabelText('Security code'), '123');
  const nameField = screen.getByLabelText('Name on card');
  await user.clear(nameField);
  await user.type(nameField, name);
  await user.click(screen.getByRole('button', { name: 'Save card' }));
}

describe('saved cards page', () => {
  it('lists the cards with the default first and marked, and the actions each allows', async () => {
    await renderCards();
    const [first, second] = cardRows();
    expect(first).toHaveTextContent('Visa ending 4242');
    expect(first).toHaveTextContent('Default');
    expect(first).toHaveTextContent('Expires 12/34');
    expect(
      within(first as HTMLElement).queryByRole('button', { name: /^Make default/ }),
    ).toBeNull();
    expect(second).toHaveTextContent('Mastercard ending 4444');
    expect(second).not.toHaveTextContent('Default');
    expect(
      screen.getByRole('button', { name: 'Make default Mastercard ending 4444' }),
    ).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Delete Visa ending 4242' })).toBeEnabled();
  });

  it('with no cards says so and offers to add one', async () => {
    await renderCards({ lists: [[]] });
    expect(screen.getByText('You have no saved cards.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a card' })).toBeEnabled();
  });

  it('makes a card the default', async () => {
    const { calls } = await renderCards();
    await userEvent.click(
      screen.getByRole('button', { name: 'Make default Mastercard ending 4444' }),
    );
    await waitFor(() => expect(cardRows()[0]).toHaveTextContent('Mastercard ending 4444'));
    expect(cardRows()[0]).toHaveTextContent('Default');
    expect(calls.makeDefault).toHaveBeenCalledWith({ customerId: 7, cardId: 2 });
    expect(calls.announce).toHaveBeenCalledWith('Mastercard ending 4444 is now your default card');
  });

  it('each card says which monthly payments it makes, and they follow a new default card', async () => {
    // The box storage is paid by the default card; the unit's rent by a card used at checkout.
    const payingDefault = (cards: Card[]): Agreement[] => {
      const card = cards.find((each) => each.isDefault);
      return [
        ...(card
          ? [
              {
                ...boxAgreement,
                card: { brand: card.brand, last4: card.last4, cardId: card.cardId },
              },
            ]
          : []),
        unitAgreement,
      ];
    };
    await renderCards({ agreements: payingDefault });
    const [visaRow, mastercardRow] = cardRows();
    expect(visaRow).toHaveTextContent('Pays your monthly storage for order #123: £27.00 a month');
    expect(mastercardRow).not.toHaveTextContent('Pays your');
    expect(
      screen.getByRole('heading', { name: 'Paid from a card that is not saved here' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Monthly rent for order #9: £88.30 a month from Mastercard •••• 4444/),
    ).toBeInTheDocument();

    await userEvent.click(
      screen.getByRole('button', { name: 'Make default Mastercard ending 4444' }),
    );
    await waitFor(() => expect(cardRows()[0]).toHaveTextContent('Mastercard ending 4444'));
    expect(cardRows()[0]).toHaveTextContent('Pays your monthly storage for order #123');
    expect(cardRows()[1]).not.toHaveTextContent('Pays your');
  });

  it('deleting a card that pays a monthly bill says the default card takes it over', async () => {
    const onMastercard = (): Agreement[] => [
      { ...boxAgreement, card: { brand: 'mastercard', last4: '4444', cardId: 2 } },
    ];
    await renderCards({ agreements: onMastercard });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Mastercard ending 4444' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this card?' });
    expect(dialog).toHaveTextContent(
      'Its monthly payment will be taken from your default card, Visa ending 4242, from now on.',
    );
  });

  it('deletes a card after the customer confirms', async () => {
    const { calls } = await renderCards();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Mastercard ending 4444' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this card?' });
    expect(dialog).toHaveTextContent('Mastercard ending 4444, expires 11/33');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete card' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.deleteCard).toHaveBeenCalledWith({ customerId: 7, cardId: 2 });
    expect(cardRows()).toHaveLength(1);
    expect(calls.announce).toHaveBeenCalledWith('Card deleted');
  });

  it('cancelling the confirmation keeps the card', async () => {
    const { calls } = await renderCards();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Mastercard ending 4444' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this card?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.deleteCard).not.toHaveBeenCalled();
    expect(cardRows()).toHaveLength(2);
  });

  it('the default card refused with 13 says why and what to do', async () => {
    await renderCards({
      deleteCard: async () => {
        throw refusal('Cannot delete default card', ErrorCode.CannotDeleteDefaultCard);
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Visa ending 4242' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this card?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete card' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cannot delete default card');
    expect(alert).toHaveTextContent(DEFAULT_CARD_HINT);
    expect(cardRows()).toHaveLength(2);
  });

  it('the only card paying a monthly bill, refused with 13, gives the server’s reason alone', async () => {
    const message =
      'This card pays your monthly storage. Add another card first, then you can delete this one.';
    await renderCards({
      lists: [[visa]],
      deleteCard: async () => {
        throw refusal(message, ErrorCode.CannotDeleteDefaultCard);
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Visa ending 4242' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this card?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete card' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).not.toHaveTextContent(DEFAULT_CARD_HINT);
  });

  it('adds a card through the setup intent, then lists it and says so', async () => {
    const { calls } = await renderCards({ lists: [[visa], [visa, mastercard]] });
    await userEvent.click(screen.getByRole('button', { name: 'Add a card' }));
    expect(screen.getByRole('heading', { name: 'Add a card' })).toHaveFocus();
    await fillCard('5555 5555 5555 4444');

    await waitFor(() => expect(calls.announce).toHaveBeenCalledWith('Card added'));
    await waitFor(() => expect(cardRows()).toHaveLength(2));
    expect(calls.confirmSetup).toHaveBeenCalledWith({
      setupIntentId: 'seti_1',
      clientSecret: 'seti_1_secret_x',
      card: {
        kind: 'cardDetails',
        card: {
          number: '5555555555554444',
          expMonth: 12,
          expYear: 2034,
          cvc: '123',
          name: 'Ada Lovelace',
        },
      },
    });
    expect(screen.queryByRole('heading', { name: 'Add a card' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add a card' })).toBeEnabled();
  });

  it('a refused card shows the reason and a fresh form that keeps the name', async () => {
    const { calls } = await renderCards({
      progress: [
        { status: 'failed', card: null, message: 'Your card was declined.' },
        { status: 'succeeded', card: mastercard, message: null },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add a card' }));
    await fillCard('4000 0000 0000 0002', 'Grace Hopper');

    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name on card')).toHaveValue('Grace Hopper');
    expect(screen.getByLabelText('Card number')).toHaveValue('');

    await fillCard('5555 5555 5555 4444', 'Grace Hopper');
    await waitFor(() => expect(calls.announce).toHaveBeenCalledWith('Card added'));
  });

  it('the bank’s check is answered in the dialog', async () => {
    const { calls } = await renderCards({
      progress: [
        { status: 'requires_action', card: null, message: null },
        { status: 'succeeded', card: mastercard, message: null },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add a card' }));
    await fillCard('4000 0025 0000 3155');
    const dialog = await screen.findByRole('dialog', {
      name: 'Your bank needs to confirm this payment',
    });
    expect(dialog).toHaveTextContent('No money is taken');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls.announce).toHaveBeenCalledWith('Card added'));
    expect(calls.authenticate).toHaveBeenCalledWith({
      clientSecret: 'seti_1_secret_x',
      approved: true,
    });
  });

  it('cancelling the form closes it without saving', async () => {
    const { calls } = await renderCards();
    await userEvent.click(screen.getByRole('button', { name: 'Add a card' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('heading', { name: 'Add a card' })).toBeNull();
    expect(calls.confirmSetup).not.toHaveBeenCalled();
  });
});
