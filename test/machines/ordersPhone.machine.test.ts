import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ENTER_PHONE_MESSAGE, ordersPhoneProblem } from '../../src/domain/orders';
import {
  ordersPhoneMachine,
  type UpdateOrdersPhoneInput,
} from '../../src/machines/ordersPhone.machine';

const BAD_FORMAT =
  'Enter a phone number in the correct format, like 07700 900 982, or +353 87 123 4567 for an Irish number';

function start(updatePhone?: (input: UpdateOrdersPhoneInput) => Promise<string>) {
  const calls = {
    updatePhone: vi.fn(updatePhone ?? (async (input: UpdateOrdersPhoneInput) => input.phone)),
    phoneUpdated: vi.fn(),
  };
  const machine = ordersPhoneMachine.provide({
    actors: { updatePhone: fromPromise(({ input }) => calls.updatePhone(input)) },
    actions: { phoneUpdated: (_, params) => calls.phoneUpdated(params) },
  });
  const actor = createActor(machine, { input: { customerId: 7, phone: '' } }).start();
  return { actor, calls };
}

describe('orders phone machine', () => {
  it('sends the number in international form, then tells the customer', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'ordersPhone.save', phone: '07700 900 982' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (state) => state.matches('saved'));
    expect(calls.updatePhone).toHaveBeenCalledWith({ customerId: 7, phone: '+447700900982' });
    expect(calls.phoneUpdated).toHaveBeenCalledWith({ phone: '+447700900982' });
    expect(actor.getSnapshot().context.savedPhone).toBe('+447700900982');
  });

  it('a number that cannot be right stays in the form with the reason, and nothing is sent', () => {
    const { actor, calls } = start();
    actor.send({ type: 'ordersPhone.save', phone: '07700 call me' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldError).toBe(BAD_FORMAT);
    actor.send({ type: 'ordersPhone.save', phone: '  ' });
    expect(actor.getSnapshot().context.fieldError).toBe(ENTER_PHONE_MESSAGE);
    expect(calls.updatePhone).not.toHaveBeenCalled();
  });

  it('a refusal goes beside the field; a good number afterwards clears it', async () => {
    let fail = true;
    const { actor, calls } = start(async (input) => {
      if (fail) throw new Error('Something went wrong');
      return input.phone;
    });
    actor.send({ type: 'ordersPhone.save', phone: '+44 808 157 0192' });
    await waitFor(actor, (state) => state.context.fieldError !== null);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldError).toBe('Something went wrong');
    expect(calls.phoneUpdated).not.toHaveBeenCalled();

    fail = false;
    actor.send({ type: 'ordersPhone.save', phone: '+44 808 157 0192' });
    await waitFor(actor, (state) => state.matches('saved'));
    expect(actor.getSnapshot().context.fieldError).toBeNull();
  });

  it('after a save, another number can be saved, and a bad one returns to editing', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'ordersPhone.save', phone: '07700 900 982' });
    await waitFor(actor, (state) => state.matches('saved'));
    actor.send({ type: 'ordersPhone.save', phone: 'nope' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'ordersPhone.save', phone: '020 7946 0123' });
    await waitFor(actor, (state) => state.matches('saved'));
    expect(calls.updatePhone).toHaveBeenLastCalledWith({ customerId: 7, phone: '+442079460123' });
  });

  it.each([
    ['', ENTER_PHONE_MESSAGE],
    ['07700 900 982', null],
    ['+353 1 234 5678', null],
    ['07700 call me', BAD_FORMAT],
    [
      '0770',
      'Enter the full phone number, like 07700 900 982, or +353 87 123 4567 for an Irish number',
    ],
  ])('ordersPhoneProblem(%j)', (phone, expected) => {
    expect(ordersPhoneProblem(phone)).toBe(expected);
  });
});
