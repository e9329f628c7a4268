import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Feedback } from '../../src/domain/feedback';
import {
  CHOOSE_RATING_MESSAGE,
  COMMENT_TOO_LONG_MESSAGE,
  feedbackProblems,
} from '../../src/domain/feedback';
import type { InvoiceData, Order } from '../../src/domain/orders';
import {
  bookedText,
  canChangeTime,
  orderStatus,
  type TimeslotChoice,
} from '../../src/domain/orders';
import {
  CHOOSE_SLOT_MESSAGE,
  type LoadTimeslotsInput,
  NO_LABELS_MESSAGE,
  type OrderTimeslots,
  orderActionsMachine,
} from '../../src/machines/orderActions.machine';
import { materialsInvoice } from '../fixtures/invoice';

const TODAY = '2026-03-10';

function order(overrides: Partial<Order> = {}): Order {
  return {
    orderId: 41,
    orderType: 'BTB_MATERIALS',
    orderDate: '2026-03-08T10:00:00.000Z',
    serviceDate: '2026-03-15',
    numberOfItems: 3,
    total: 14.85,
    isRemovalsReturn: false,
    isOrderEditable: true,
    isOrderCancellable: true,
    isOrderCancelled: false,
    basketId: 9,
    ...overrides,
  };
}

const completed = order({
  orderId: 12,
  orderType: 'BTB',
  serviceDate: '2026-01-05',
  isOrderEditable: false,
  isOrderCancellable: false,
  basketId: null,
});

const invoice: InvoiceData = materialsInvoice;

const morning = { doorstepDate: '2026-03-12', startHour: 8, endHour: 13 };
const slots: OrderTimeslots = {
  firstAvailableDate: '2026-03-12',
  timeslots: [
    { ...morning, available: true },
    { doorstepDate: '2026-03-12', startHour: 12, endHour: 18, available: false },
    { doorstepDate: '2026-03-13', startHour: 8, endHour: 13, available: true },
  ],
};

const noFeedback: Feedback = { orderId: 12, rating: null, comment: null, submittedAt: null };
const given: Feedback = {
  orderId: 12,
  rating: 5,
  comment: 'Friendly driver',
  submittedAt: '2026-03-10T09:00:00.000Z',
};

const coded = (message: string, code: number) => Object.assign(new Error(message), { code });

interface Fakes {
  fetchLabels?: () => Promise<Blob | null>;
  loadInvoice?: () => Promise<InvoiceData>;
  cancelOrder?: () => Promise<Order>;
  loadTimeslots?: (input: LoadTimeslotsInput) => Promise<OrderTimeslots>;
  changeTimeslot?: (input: { orderId: number; slot: TimeslotChoice }) => Promise<Order>;
  loadFeedback?: () => Promise<Feedback>;
  submitFeedback?: (input: {
    orderId: number;
    rating: number;
    comment: string;
  }) => Promise<Feedback>;
}

function start(fakes: Fakes = {}, startWith: Order = order()) {
  const calls = {
    fetchLabels: vi.fn(fakes.fetchLabels ?? (async () => new Blob(['%PDF-1.7']))),
    loadInvoice: vi.fn(fakes.loadInvoice ?? (async () => invoice)),
    cancelOrder: vi.fn(
      fakes.cancelOrder ??
        (async () => ({
          ...order(),
          isOrderCancelled: true,
          isOrderEditable: false,
          isOrderCancellable: false,
          refund: { amount: 12, status: 'succeeded' as const, card: null },
        })),
    ),
    loadTimeslots: vi.fn(fakes.loadTimeslots ?? (async () => slots)),
    changeTimeslot: vi.fn(
      fakes.changeTimeslot ??
        (async ({ slot }: { orderId: number; slot: TimeslotChoice }) => ({
          ...order(),
          serviceDate: slot.doorstepDate,
          timeWindow: { startHour: slot.startHour, endHour: slot.endHour },
        })),
    ),
    loadFeedback: vi.fn(fakes.loadFeedback ?? (async () => noFeedback)),
    submitFeedback: vi.fn(fakes.submitFeedback ?? (async () => given)),
    saveLabels: vi.fn(),
    printInvoice: vi.fn(),
    orderCancelled: vi.fn(),
    orderRescheduled: vi.fn(),
  };
  const machine = orderActionsMachine.provide({
    actors: {
      fetchLabels: fromPromise(() => calls.fetchLabels()),
      loadInvoice: fromPromise(() => calls.loadInvoice()),
      cancelOrder: fromPromise(() => calls.cancelOrder()),
      loadTimeslots: fromPromise(({ input }) => calls.loadTimeslots(input)),
      changeTimeslot: fromPromise(({ input }) => calls.changeTimeslot(input)),
      loadFeedback: fromPromise(() => calls.loadFeedback()),
      submitFeedback: fromPromise(({ input }) => calls.submitFeedback(input)),
    },
    actions: {
      saveLabels: (_, params) => calls.saveLabels(params),
      printInvoice: () => calls.printInvoice(),
      orderCancelled: (_, params) => calls.orderCancelled(params),
      orderRescheduled: (_, params) => calls.orderRescheduled(params),
    },
  });
  const actor = createActor(machine, { input: { order: startWith, today: TODAY } }).start();
  return { actor, calls };
}

const idle = (state: { matches: (value: 'idle') => boolean }) => state.matches('idle');

describe('order actions machine: box labels', () => {
  it('downloads the labels PDF and hands it over with the order id', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'orderActions.downloadLabels' });
    expect(actor.getSnapshot().hasTag('downloading')).toBe(true);
    await waitFor(actor, idle);
    expect(calls.saveLabels).toHaveBeenCalledWith({ orderId: 41, labels: expect.any(Blob) });
  });

  it('an order without boxes says there are no labels, and saves nothing', async () => {
    const { actor, calls } = start({ fetchLabels: async () => null });
    actor.send({ type: 'orderActions.downloadLabels' });
    await waitFor(actor, (state) => idle(state) && state.context.notice !== null);
    expect(actor.getSnapshot().context.notice).toBe(NO_LABELS_MESSAGE);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(calls.saveLabels).not.toHaveBeenCalled();
    actor.send({ type: 'orderActions.noticeDismissed' });
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('a failed download shows the message until dismissed', async () => {
    const { actor } = start({
      fetchLabels: async () => {
        throw new Error('Something went wrong');
      },
    });
    actor.send({ type: 'orderActions.downloadLabels' });
    await waitFor(actor, (state) => state.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Something went wrong');
    actor.send({ type: 'orderActions.errorDismissed' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

describe('order actions machine: invoice', () => {
  it('loads the invoice once, prints on request, and shows it again without a call', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'orderActions.openInvoice' });
    expect(actor.getSnapshot().matches({ invoice: 'loading' })).toBe(true);
    await waitFor(actor, (state) => state.matches({ invoice: 'showing' }));
    expect(actor.getSnapshot().context.invoice).toEqual(invoice);

    actor.send({ type: 'orderActions.print' });
    expect(calls.printInvoice).toHaveBeenCalledTimes(1);

    actor.send({ type: 'orderActions.close' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'orderActions.openInvoice' });
    expect(actor.getSnapshot().matches({ invoice: 'showing' })).toBe(true);
    expect(calls.loadInvoice).toHaveBeenCalledTimes(1);
  });

  it('printing is only offered once the invoice is shown', () => {
    const { actor, calls } = start({ loadInvoice: () => new Promise(() => {}) });
    actor.send({ type: 'orderActions.print' });
    actor.send({ type: 'orderActions.openInvoice' });
    actor.send({ type: 'orderActions.print' });
    expect(calls.printInvoice).not.toHaveBeenCalled();
  });

  it('a failed invoice can be tried again', async () => {
    let fail = true;
    const { actor } = start({
      loadInvoice: async () => {
        if (fail) throw new Error('Something went wrong');
        return invoice;
      },
    });
    actor.send({ type: 'orderActions.openInvoice' });
    await waitFor(actor, (state) => state.matches({ invoice: 'failed' }));
    expect(actor.getSnapshot().context.error).toBe('Something went wrong');
    fail = false;
    actor.send({ type: 'orderActions.retry' });
    await waitFor(actor, (state) => state.matches({ invoice: 'showing' }));
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

describe('order actions machine: cancelling', () => {
  it('asks first; closing the question cancels nothing', () => {
    const { actor, calls } = start();
    actor.send({ type: 'orderActions.cancel' });
    expect(actor.getSnapshot().matches({ cancel: 'confirming' })).toBe(true);
    actor.send({ type: 'orderActions.close' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls.cancelOrder).not.toHaveBeenCalled();
  });

  it('once confirmed the order is cancelled, not editable and not cancellable, and the page is told', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'orderActions.cancel' });
    actor.send({ type: 'orderActions.confirmCancel' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    // The question stays up until the answer arrives.
    actor.send({ type: 'orderActions.close' });
    expect(actor.getSnapshot().matches({ cancel: 'cancelling' })).toBe(true);
    await waitFor(actor, idle);

    // The card shows the order as the server answered, refund and all.
    const cancelled = {
      ...order(),
      isOrderCancelled: true,
      isOrderEditable: false,
      isOrderCancellable: false,
      refund: { amount: 12, status: 'succeeded', card: null },
    };
    expect(actor.getSnapshot().context.order).toEqual(cancelled);
    expect(calls.orderCancelled).toHaveBeenCalledWith({ order: cancelled });
    expect(orderStatus(actor.getSnapshot().context.order, TODAY)).toBe('cancelled');

    actor.send({ type: 'orderActions.cancel' });
    actor.send({ type: 'orderActions.changeTime' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('a refused cancel keeps the question open with the reason, and the order as it was', async () => {
    const { actor, calls } = start({
      cancelOrder: async () => {
        throw coded('This order can no longer be cancelled', 193);
      },
    });
    actor.send({ type: 'orderActions.cancel' });
    actor.send({ type: 'orderActions.confirmCancel' });
    await waitFor(actor, (state) => state.context.error !== null);
    expect(actor.getSnapshot().matches({ cancel: 'confirming' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('This order can no longer be cancelled');
    expect(actor.getSnapshot().context.order.isOrderCancelled).toBe(false);
    expect(calls.orderCancelled).not.toHaveBeenCalled();
  });

  it('an order that cannot be cancelled never asks', () => {
    const { actor } = start({}, completed);
    actor.send({ type: 'orderActions.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
  });
});

describe('order actions machine: changing the time', () => {
  it('loads slots for the order basket and type, then saves the chosen one', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'orderActions.changeTime' });
    await waitFor(actor, (state) => state.matches({ changeTime: 'choosing' }));
    expect(calls.loadTimeslots).toHaveBeenCalledWith({ basketId: 9, orderType: 'BTB_MATERIALS' });
    expect(actor.getSnapshot().context.firstAvailableDate).toBe('2026-03-12');

    actor.send({ type: 'orderActions.chooseSlot', slot: morning });
    expect(actor.getSnapshot().matches({ changeTime: 'chosen' })).toBe(true);
    actor.send({ type: 'orderActions.saveTimeslot' });
    await waitFor(actor, idle);

    expect(calls.changeTimeslot).toHaveBeenCalledWith({ orderId: 41, slot: morning });
    expect(actor.getSnapshot().context.order.serviceDate).toBe('2026-03-12');
    expect(actor.getSnapshot().context.notice).toBe(
      'Your order is now booked for Thursday 12th March, 8am – 1pm',
    );
    expect(calls.orderRescheduled).toHaveBeenCalledWith({
      order: { ...order(), serviceDate: '2026-03-12', timeWindow: { startHour: 8, endHour: 13 } },
    });
  });

  it('does not offer the slot the order is already booked in', async () => {
    const booked = { doorstepDate: '2026-03-13', startHour: 8, endHour: 13 };
    const { actor } = start(
      {},
      order({ serviceDate: '2026-03-13', timeWindow: { startHour: 8, endHour: 13 } }),
    );
    actor.send({ type: 'orderActions.changeTime' });
    await waitFor(actor, (state) => state.matches({ changeTime: 'choosing' }));
    actor.send({ type: 'orderActions.chooseSlot', slot: booked });
    expect(actor.getSnapshot().matches({ changeTime: 'choosing' })).toBe(true);
    expect(bookedText(actor.getSnapshot().context.order)).toBe('Friday 13th March, 8am – 1pm');
  });

  it('saving without a choice asks for one', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'orderActions.changeTime' });
    await waitFor(actor, (state) => state.matches({ changeTime: 'choosing' }));
    actor.send({ type: 'orderActions.saveTimeslot' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ slot: CHOOSE_SLOT_MESSAGE });
    expect(calls.changeTimeslot).not.toHaveBeenCalled();
  });

  it('a full slot, or one not offered, cannot be chosen', async () => {
    const { actor } = start();
    actor.send({ type: 'orderActions.changeTime' });
    await waitFor(actor, (state) => state.matches({ changeTime: 'choosing' }));
    actor.send({
      type: 'orderActions.chooseSlot',
      slot: { doorstepDate: '2026-03-12', startHour: 12, endHour: 18 },
    });
    actor.send({
      type: 'orderActions.chooseSlot',
      slot: { doorstepDate: '2026-04-01', startHour: 8, endHour: 13 },
    });
    expect(actor.getSnapshot().context.selectedSlot).toBeNull();
    expect(actor.getSnapshot().matches({ changeTime: 'choosing' })).toBe(true);
  });

  it('a refused slot returns to the picker with the choice kept and the reason', async () => {
    const { actor, calls } = start({
      changeTimeslot: async () => {
        throw coded('That timeslot is no longer available', 191);
      },
    });
    actor.send({ type: 'orderActions.changeTime' });
    await waitFor(actor, (state) => state.matches({ changeTime: 'choosing' }));
    actor.send({ type: 'orderActions.chooseSlot', slot: morning });
    actor.send({ type: 'orderActions.saveTimeslot' });
    await waitFor(actor, (state) => state.context.error !== null);
    expect(actor.getSnapshot().matches({ changeTime: 'chosen' })).toBe(true);
    expect(actor.getSnapshot().context.selectedSlot).toEqual(morning);
    expect(actor.getSnapshot().context.order.serviceDate).toBe('2026-03-15');
    expect(calls.orderRescheduled).not.toHaveBeenCalled();
  });

  it('slots that cannot be loaded can be asked for again', async () => {
    let fail = true;
    const { actor } = start({
      loadTimeslots: async () => {
        if (fail) throw new Error('Basket not found');
        return slots;
      },
    });
    actor.send({ type: 'orderActions.changeTime' });
    await waitFor(actor, (state) => state.matches({ changeTime: 'failed' }));
    expect(actor.getSnapshot().context.error).toBe('Basket not found');
    fail = false;
    actor.send({ type: 'orderActions.retry' });
    await waitFor(actor, (state) => state.matches({ changeTime: 'choosing' }));
  });

  it('is not offered for an order without a basket, or one no longer editable', () => {
    const { actor } = start({}, order({ basketId: null }));
    actor.send({ type: 'orderActions.changeTime' });
    expect(actor.getSnapshot().value).toBe('idle');
    const locked = start({}, order({ isOrderEditable: false })).actor;
    locked.send({ type: 'orderActions.changeTime' });
    expect(locked.getSnapshot().value).toBe('idle');
  });
});

describe('order actions machine: feedback', () => {
  it('on a completed order without feedback, the form opens; a rating is sent with the trimmed comment', async () => {
    const { actor, calls } = start({}, completed);
    actor.send({ type: 'orderActions.giveFeedback' });
    await waitFor(actor, (state) => state.matches({ feedback: 'giving' }));
    actor.send({
      type: 'orderActions.sendFeedback',
      values: { rating: 5, comment: '  Friendly driver ' },
    });
    await waitFor(actor, (state) => state.matches({ feedback: 'sent' }));
    expect(calls.submitFeedback).toHaveBeenCalledWith({
      orderId: 12,
      rating: 5,
      comment: 'Friendly driver',
    });

    // Asked again, the feedback known to be given is shown without another call.
    actor.send({ type: 'orderActions.close' });
    actor.send({ type: 'orderActions.giveFeedback' });
    expect(actor.getSnapshot().matches({ feedback: 'given' })).toBe(true);
    expect(calls.loadFeedback).toHaveBeenCalledTimes(1);
  });

  it('feedback already given is shown, not asked for again', async () => {
    const { actor } = start({ loadFeedback: async () => given }, completed);
    actor.send({ type: 'orderActions.giveFeedback' });
    await waitFor(actor, (state) => state.matches({ feedback: 'given' }));
    expect(actor.getSnapshot().context.feedback).toEqual(given);
  });

  it('without a rating the form says so and sends nothing', async () => {
    const { actor, calls } = start({}, completed);
    actor.send({ type: 'orderActions.giveFeedback' });
    await waitFor(actor, (state) => state.matches({ feedback: 'giving' }));
    actor.send({ type: 'orderActions.sendFeedback', values: { rating: null, comment: 'Hi' } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ rating: CHOOSE_RATING_MESSAGE });
    expect(calls.submitFeedback).not.toHaveBeenCalled();
  });

  it.each([211, 214])(
    'code %i (given meanwhile) fetches it and shows it as given',
    async (code) => {
      let rated = false;
      const { actor } = start(
        {
          loadFeedback: async () => (rated ? given : noFeedback),
          submitFeedback: async () => {
            rated = true;
            throw coded('Feedback already submitted for this order', code);
          },
        },
        completed,
      );
      actor.send({ type: 'orderActions.giveFeedback' });
      await waitFor(actor, (state) => state.matches({ feedback: 'giving' }));
      actor.send({ type: 'orderActions.sendFeedback', values: { rating: 3, comment: '' } });
      await waitFor(actor, (state) => state.matches({ feedback: 'given' }));
      expect(actor.getSnapshot().context.error).toBeNull();
      // The rating given elsewhere is the one the card shows.
      expect(actor.getSnapshot().context.order.feedbackRating).toBe(5);
    },
  );

  it('another failure returns to the form with the reason', async () => {
    const { actor } = start(
      {
        submitFeedback: async () => {
          throw new Error('Something went wrong');
        },
      },
      completed,
    );
    actor.send({ type: 'orderActions.giveFeedback' });
    await waitFor(actor, (state) => state.matches({ feedback: 'giving' }));
    actor.send({ type: 'orderActions.sendFeedback', values: { rating: 3, comment: '' } });
    await waitFor(actor, (state) => state.context.error !== null);
    expect(actor.getSnapshot().matches({ feedback: 'giving' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Something went wrong');
  });

  it('is not offered before an order is completed', () => {
    const { actor, calls } = start();
    actor.send({ type: 'orderActions.giveFeedback' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls.loadFeedback).not.toHaveBeenCalled();
  });
});

describe('order rules', () => {
  it.each([
    ['cancelled', order({ isOrderCancelled: true, isOrderCancellable: false }), 'cancelled'],
    ['open for changes', order(), 'booked'],
    ['service day ahead', order({ isOrderEditable: false, isOrderCancellable: false }), 'booked'],
    ['no service day yet', order({ ...completed, serviceDate: null }), 'booked'],
    ['service day today', order({ ...completed, serviceDate: TODAY }), 'today'],
    ['service day passed', completed, 'completed'],
  ] as const)('status: %s', (_, given, expected) => {
    expect(orderStatus(given, TODAY)).toBe(expected);
  });

  it.each([
    [order(), true],
    [order({ basketId: null }), false],
    [order({ basketId: undefined }), false],
    [order({ isOrderEditable: false }), false],
    [order({ orderType: 'VSU' }), false],
    [order({ orderType: 'MATERIALS' }), true],
  ])('canChangeTime %#', (given, expected) => {
    expect(canChangeTime(given)).toBe(expected);
  });

  it.each([
    [{ rating: 4, comment: '' }, {}],
    [{ rating: null, comment: '' }, { rating: CHOOSE_RATING_MESSAGE }],
    [{ rating: 6, comment: '' }, { rating: CHOOSE_RATING_MESSAGE }],
    [{ rating: 3, comment: 'x'.repeat(2001) }, { comment: COMMENT_TOO_LONG_MESSAGE }],
    [{ rating: 3, comment: ` ${'x'.repeat(2000)} ` }, {}],
  ])('feedbackProblems %#', (values, expected) => {
    expect(feedbackProblems(values)).toEqual(expected);
  });
});
