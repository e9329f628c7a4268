import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, ErrorCode } from '../../src/domain/errors.ts';
import { feedbackSchema } from '../../src/domain/feedback.ts';
import {
  type AccountApp,
  accountApp,
  call,
  expectError,
  expectStatus,
  insertOrder,
  type Member,
  member,
} from './account-area.ts';
import { forEachDatabase } from './harness.ts';

const NOW = new Date('2026-03-02T09:00:00Z');

forEachDatabase('service feedback', (getDatabase) => {
  let app: AccountApp;
  let owner: Member;
  let other: Member;

  beforeAll(async () => {
    app = accountApp(getDatabase().db, { ordering: { now: () => NOW } });
    owner = await member(app);
    other = await member(app);
  });

  const completedOrder = () =>
    insertOrder(getDatabase().db, owner.customerId, { status: 'Completed' });
  const feedback = async (who: Member, orderId: number) =>
    feedbackSchema.parse(
      await expectStatus(call(app, who, 'GET', `customer/feedback/service/${orderId}`), 200),
    );
  const give = (who: Member, orderId: number, body: Record<string, unknown> = {}) =>
    call(app, who, 'POST', `customer/feedback/service/${orderId}`, {
      orderId,
      rating: 4,
      comment: 'Friendly drivers, on time.',
      ...body,
    });

  describe('reading', () => {
    it('has null fields until feedback is given', async () => {
      const orderId = await completedOrder();
      expect(await feedback(owner, orderId)).toEqual({
        orderId,
        rating: null,
        comment: null,
        submittedAt: null,
      });
    });

    it("is 404 for another customer's order", async () => {
      const orderId = await completedOrder();
      await expectError(
        call(app, other, 'GET', `customer/feedback/service/${orderId}`),
        404,
        ErrorCode.NotFound,
      );
    });
  });

  describe('giving', () => {
    it('records the rating of a completed order, once (211 after)', async () => {
      const orderId = await completedOrder();
      const given = feedbackSchema.parse(await expectStatus(give(owner, orderId), 200));
      expect(given).toEqual({
        orderId,
        rating: 4,
        comment: 'Friendly drivers, on time.',
        submittedAt: NOW.toISOString(),
      });
      expect(await feedback(owner, orderId)).toEqual(given);

      const body = await expectError(
        give(owner, orderId, { rating: 1 }),
        409,
        ErrorCode.FeedbackAlreadySubmitted,
      );
      expect(body.message).toBe('Feedback already submitted for this order');
      expect((await feedback(owner, orderId)).rating).toBe(4);
    });

    it('refuses an order not completed yet, or cancelled, with 189', async () => {
      const db = getDatabase().db;
      for (const orderId of [
        await insertOrder(db, owner.customerId, { status: 'Booked' }),
        await insertOrder(db, owner.customerId, { status: 'Completed', isOrderCancelled: true }),
      ]) {
        const body = await expectError(give(owner, orderId), 409, ErrorCode.FeedbackNotOpen);
        expect(body.message).toBe(ERROR_MESSAGES[ErrorCode.FeedbackNotOpen]);
        expect((await feedback(owner, orderId)).submittedAt).toBeNull();
      }
    });

    it('takes ratings 1 to 5 and the order id of the path', async () => {
      const orderId = await completedOrder();
      for (const rating of [0, 6, 2.5]) {
        await expectError(give(owner, orderId, { rating }), 400, ErrorCode.ValidationFailed);
      }
      await expectError(
        give(owner, orderId, { orderId: orderId + 1 }),
        400,
        ErrorCode.ValidationFailed,
      );
      const given = feedbackSchema.parse(
        await expectStatus(give(owner, orderId, { rating: 5, comment: undefined }), 200),
      );
      expect(given).toMatchObject({ rating: 5, comment: '' });
    });

    it("is 404 for another customer's order, which stays without feedback", async () => {
      const orderId = await completedOrder();
      await expectError(give(other, orderId), 404, ErrorCode.NotFound);
      expect((await feedback(owner, orderId)).submittedAt).toBeNull();
    });
  });
});
