import type { Feedback } from '../../src/domain/feedback';
import type { InvoiceData, Order } from '../../src/domain/orders';
import type { OrderActionsInput, OrderTimeslots } from '../../src/machines/orderActions.machine';
import { materialsInvoice } from '../fixtures/invoice';

const TODAY = '2026-03-10';

/** Booked for later, from a basket: cancellable and its time can change. */
const open: Order = {
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
};

/** Its service day has passed: feedback can be given. */
const completed: Order = {
  ...open,
  orderId: 12,
  orderType: 'BTB',
  serviceDate: '2026-01-05',
  isOrderEditable: false,
  isOrderCancellable: false,
  basketId: null,
};

const invoice: InvoiceData = materialsInvoice;

const slots: OrderTimeslots = {
  firstAvailableDate: '2026-03-12',
  timeslots: [
    { doorstepDate: '2026-03-12', startHour: 8, endHour: 13, available: true },
    { doorstepDate: '2026-03-12', startHour: 12, endHour: 18, available: false },
  ],
};

const noFeedback: Feedback = { orderId: 12, rating: null, comment: null, submittedAt: null };
const feedback: Feedback = {
  orderId: 12,
  rating: 4,
  comment: 'Friendly driver',
  submittedAt: '2026-03-10T09:00:00.000Z',
};

export const inputs: OrderActionsInput[] = [
  { order: open, today: TODAY },
  { order: completed, today: TODAY },
];

export const events = [
  { type: 'orderActions.downloadLabels' },
  { type: 'orderActions.openInvoice' },
  { type: 'orderActions.print' },
  { type: 'orderActions.cancel' },
  { type: 'orderActions.confirmCancel' },
  { type: 'orderActions.changeTime' },
  {
    type: 'orderActions.chooseSlot',
    slot: { doorstepDate: '2026-03-12', startHour: 8, endHour: 13 },
  },
  { type: 'orderActions.saveTimeslot' },
  { type: 'orderActions.giveFeedback' },
  { type: 'orderActions.sendFeedback', values: { rating: 4, comment: 'Friendly driver' } },
  { type: 'orderActions.sendFeedback', values: { rating: null, comment: '' } },
  { type: 'orderActions.retry' },
  { type: 'orderActions.close' },
  { type: 'orderActions.errorDismissed' },
  { type: 'orderActions.noticeDismissed' },
  { type: 'xstate.done.actor.fetchLabels', output: new Blob(['%PDF-1.7']) },
  { type: 'xstate.done.actor.fetchLabels', output: null },
  { type: 'xstate.error.actor.fetchLabels', error: new Error('Something went wrong') },
  { type: 'xstate.done.actor.loadInvoice', output: invoice },
  { type: 'xstate.error.actor.loadInvoice', error: new Error('Something went wrong') },
  { type: 'xstate.done.actor.cancelOrder' },
  {
    type: 'xstate.error.actor.cancelOrder',
    error: Object.assign(new Error('This order can no longer be cancelled'), { code: 193 }),
  },
  { type: 'xstate.done.actor.loadTimeslots', output: slots },
  { type: 'xstate.error.actor.loadTimeslots', error: new Error('Basket not found') },
  { type: 'xstate.done.actor.changeTimeslot' },
  {
    type: 'xstate.error.actor.changeTimeslot',
    error: Object.assign(new Error('That timeslot is no longer available'), { code: 191 }),
  },
  { type: 'xstate.done.actor.loadFeedback', output: noFeedback },
  { type: 'xstate.done.actor.loadFeedback', output: feedback },
  { type: 'xstate.error.actor.loadFeedback', error: new Error('Something went wrong') },
  { type: 'xstate.done.actor.submitFeedback', output: feedback },
  {
    type: 'xstate.error.actor.submitFeedback',
    error: Object.assign(new Error('Feedback already submitted for this order'), { code: 211 }),
  },
  { type: 'xstate.error.actor.submitFeedback', error: new Error('Something went wrong') },
];

/** The invoice and the feedback, once loaded, are opened again without a call. */
export const contextKey = ({
  invoice,
  feedback,
}: {
  invoice: unknown;
  feedback: { submittedAt: string | null } | null;
}) => [invoice !== null, feedback === null ? 'unknown' : feedback.submittedAt !== null];
