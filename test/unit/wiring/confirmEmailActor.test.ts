import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ok } from '../../../src/api/client';
import type { Customer } from '../../../src/domain/customer';
import { sessionMachine } from '../../../src/machines/session.machine';

const api = vi.hoisted(() => ({ confirmEmail: vi.fn(), getCustomer: vi.fn() }));
vi.mock('../../../src/api/auth', () => ({ confirmEmail: api.confirmEmail }));
vi.mock('../../../src/api/customer', () => ({ getCustomer: api.getCustomer }));

const { confirmEmailMachineFor } = await import('../../../src/wiring/confirmEmailActor');

const before: Customer = {
  customerId: 7,
  email: 'old@example.com',
  firstName: 'Alex',
  lastName: 'Morgan',
  postcode: 'SW1A 1AA',
  dayTimePhone: '',
  eveningPhone: '',
  mobilePhone: '+447700900123',
  debtStatus: 0,
  smsCommsEnabled: false,
  emailCommsEnabled: true,
  tieredPricing: false,
  joinedDate: '2026-01-10',
};
const after: Customer = { ...before, email: 'new@example.com' };

describe('opening the link that confirms a new email', () => {
  it('in a fresh page whose session is still being checked, the session ends with the new address', async () => {
    // The page's session check read the user before the change was made, and answers late.
    let answerCheck: (user: Customer) => void = () => {};
    const session = createActor(
      sessionMachine.provide({
        actors: {
          fetchUser: fromPromise(() => new Promise<Customer>((resolve) => (answerCheck = resolve))),
        },
      }),
      { input: { storedToken: { accessToken: 'token-7', roles: ['customer'] } } },
    ).start();
    expect(session.getSnapshot().hasTag('busy')).toBe(true);

    api.confirmEmail.mockResolvedValue(ok({ email: after.email }));
    api.getCustomer.mockResolvedValue(ok(after));
    const page = createActor(confirmEmailMachineFor(session), {
      input: { token: 'abc' },
    }).start();

    answerCheck(before);
    await waitFor(page, (state) => state.context.email !== null);
    expect(page.getSnapshot().context.email).toBe(after.email);
    expect(session.getSnapshot().context.user?.email).toBe(after.email);
  });

  it('signed out, it reads no user', async () => {
    api.getCustomer.mockClear();
    const session = createActor(sessionMachine, { input: {} }).start();
    api.confirmEmail.mockResolvedValue(ok({ email: after.email }));
    const page = createActor(confirmEmailMachineFor(session), {
      input: { token: 'abc' },
    }).start();
    await waitFor(page, (state) => state.context.email !== null);
    expect(api.getCustomer).not.toHaveBeenCalled();
  });
});
