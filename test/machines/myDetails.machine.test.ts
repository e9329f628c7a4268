import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Customer } from '../../src/domain/customer';
import {
  CURRENT_PASSWORD_NEEDED_MESSAGE,
  changedDetails,
  detailsProblems,
  detailsValuesOf,
  saveProblems,
} from '../../src/domain/details';
import { phoneProblem } from '../../src/domain/format';
import {
  type DetailsValues,
  myDetailsMachine,
  type SaveDetailsInput,
} from '../../src/machines/myDetails.machine';

const customer: Customer = {
  customerId: 7,
  email: 'alex@example.com',
  firstName: 'Alex',
  lastName: 'Morgan',
  postcode: 'SW1A 1AA',
  dayTimePhone: '02079460123',
  eveningPhone: '',
  mobilePhone: '+447700900123',
  debtStatus: 0,
  smsCommsEnabled: false,
  emailCommsEnabled: true,
  tieredPricing: false,
  joinedDate: '2026-01-10',
};

function start(saveDetails?: (input: SaveDetailsInput) => Promise<Customer>) {
  const calls = {
    saveDetails: vi.fn(saveDetails ?? (async () => ({ ...customer, firstName: 'Alexandra' }))),
    detailsSaved: vi.fn(),
  };
  const machine = myDetailsMachine.provide({
    actors: { saveDetails: fromPromise(({ input }) => calls.saveDetails(input)) },
    actions: { detailsSaved: (_, params) => calls.detailsSaved(params) },
  });
  return { actor: createActor(machine, { input: { customer } }).start(), calls };
}

const values = (changes: Partial<DetailsValues> = {}): DetailsValues => ({
  ...detailsValuesOf(customer),
  ...changes,
});

describe('my details machine', () => {
  it('shows the stored record with phones as people write them (stored in international form)', () => {
    expect(detailsValuesOf(customer)).toMatchObject({
      dayTimePhone: '020 7946 0123',
      eveningPhone: '',
      mobilePhone: '07700 900123',
    });
  });

  it('saves only the changed fields, then reports the stored record', async () => {
    const { actor, calls } = start();
    actor.send({
      type: 'details.save',
      values: values({ firstName: ' Alexandra ', eveningPhone: '020 7946 0456' }),
    });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (state) => state.matches('saved'));
    expect(calls.saveDetails).toHaveBeenCalledWith({
      customerId: 7,
      changes: { firstName: 'Alexandra', eveningPhone: '+442079460456' },
    });
    expect(actor.getSnapshot().context.customer.firstName).toBe('Alexandra');
    expect(calls.detailsSaved).toHaveBeenCalledWith({
      user: expect.objectContaining({ firstName: 'Alexandra' }),
    });
  });

  it('a bad phone number is refused beside that field, before any call', () => {
    const { actor, calls } = start();
    actor.send({ type: 'details.save', values: values({ mobilePhone: 'call me maybe' }) });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      mobilePhone:
        'Enter a mobile phone number in the correct format, like 07700 900 982, or +353 87 123 4567 for an Irish number',
    });
    expect(calls.saveDetails).not.toHaveBeenCalled();
  });

  it('an email the server refuses goes beside the email field', async () => {
    const { actor } = start(async () => {
      throw Object.assign(new Error('An account with this email address already exists'), {
        code: 204,
      });
    });
    actor.send({
      type: 'details.save',
      values: values({ email: 'taken@example.com' }),
      currentPassword: 'my password',
    });
    await waitFor(actor, (state) => state.matches('editing'));
    expect(actor.getSnapshot().context).toMatchObject({
      fieldErrors: { email: 'An account with this email address already exists' },
      error: null,
    });
  });

  it('a new email needs the current password, asked for before any call', () => {
    const { actor, calls } = start();
    actor.send({ type: 'details.save', values: values({ email: 'new@example.com' }) });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      currentPassword: CURRENT_PASSWORD_NEEDED_MESSAGE,
    });
    expect(calls.saveDetails).not.toHaveBeenCalled();
  });

  it('sends the current password with a new email, and only then', async () => {
    const { actor, calls } = start();
    actor.send({
      type: 'details.save',
      values: values({ email: 'New@Example.com' }),
      currentPassword: 'my password',
    });
    await waitFor(actor, (state) => state.matches('saved'));
    expect(calls.saveDetails).toHaveBeenCalledWith({
      customerId: 7,
      changes: { email: 'New@Example.com' },
      currentPassword: 'my password',
    });
    // The same address in other letters is not a change of email.
    expect(saveProblems(customer, values({ email: 'ALEX@example.com' }))).toEqual({});
  });

  it('a wrong current password goes beside that field', async () => {
    const { actor } = start(async () => {
      throw Object.assign(new Error('Your current password is incorrect'), { code: 209 });
    });
    actor.send({
      type: 'details.save',
      values: values({ email: 'new@example.com' }),
      currentPassword: 'not it',
    });
    await waitFor(actor, (state) => state.matches('editing'));
    expect(actor.getSnapshot().context).toMatchObject({
      fieldErrors: { currentPassword: 'Your current password is incorrect' },
      error: null,
    });
  });

  it('any other refusal is shown above the form', async () => {
    const { actor } = start(async () => {
      throw new Error('Something went wrong');
    });
    actor.send({ type: 'details.save', values: values() });
    await waitFor(actor, (state) => state.matches('editing'));
    expect(actor.getSnapshot().context.error).toBe('Something went wrong');
  });

  it('after saving, another save with a problem goes back to editing', async () => {
    const { actor } = start();
    actor.send({ type: 'details.save', values: values() });
    await waitFor(actor, (state) => state.matches('saved'));
    actor.send({ type: 'details.save', values: values({ firstName: '' }) });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors.firstName).toBe('Enter your first name');
  });
});

describe('detailsProblems', () => {
  it('names each problem in GOV.UK words', () => {
    expect(
      detailsProblems(
        values({ firstName: ' ', lastName: '', email: 'alex', postcode: 'X'.repeat(11) }),
      ),
    ).toEqual({
      firstName: 'Enter your first name',
      lastName: 'Enter your last name',
      email: 'Enter an email address in the correct format, like name@example.com',
      postcode: 'Postcode must be 10 characters or fewer',
    });
  });
});

describe('phoneProblem', () => {
  it.each([
    ['', null],
    ['07700 900 982', null],
    ['+44 808 157 0192', null],
    ['(020) 7946-0123', null],
    ['0044 7700 900982', null],
    [
      '07700 90098a',
      'Enter a phone number in the correct format, like 07700 900 982, or +353 87 123 4567 for an Irish number',
    ],
    [
      '0770+0900982',
      'Enter a phone number in the correct format, like 07700 900 982, or +353 87 123 4567 for an Irish number',
    ],
    [
      '0770090',
      'Enter the full phone number, like 07700 900 982, or +353 87 123 4567 for an Irish number',
    ],
    [
      '7700900982',
      'Enter a UK or Irish phone number, like 07700 900 982, or +353 87 123 4567 for an Irish number',
    ],
    [
      '+44 7700 900 982 123 45',
      'Enter the full phone number, like 07700 900 982, or +353 87 123 4567 for an Irish number',
    ],
  ])('%j → %j', (phone, expected) => {
    expect(phoneProblem(phone)).toBe(expected);
  });
});

describe('changedDetails', () => {
  it('is empty when nothing changed, even with phones typed in national form', () => {
    expect(changedDetails(customer, values({ dayTimePhone: '020 7946 0123' }))).toEqual({});
  });

  it('upper-cases the postcode and keeps unticked preferences', () => {
    expect(
      changedDetails(customer, values({ postcode: 'sw4 7ab', emailCommsEnabled: false })),
    ).toEqual({ postcode: 'SW4 7AB', emailCommsEnabled: false });
  });
});
