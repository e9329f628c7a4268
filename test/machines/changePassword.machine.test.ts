import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ChangePasswordRequest } from '../../src/domain/auth';
import { changePasswordMachine } from '../../src/machines/changePassword.machine';

const request: ChangePasswordRequest = {
  currentPassword: 'old storage phrase',
  password: 'new storage phrase',
  confirmPassword: 'new storage phrase',
};

function start(changePassword?: (input: ChangePasswordRequest) => Promise<void>) {
  const calls = { changePassword: vi.fn(changePassword ?? (async () => {})) };
  const machine = changePasswordMachine.provide({
    actors: { changePassword: fromPromise(({ input }) => calls.changePassword(input)) },
  });
  return { actor: createActor(machine).start(), calls };
}

describe('change password machine', () => {
  it('changes the password and keeps none of it in context', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'password.change', ...request });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (state) => state.matches('changed'));
    expect(calls.changePassword).toHaveBeenCalledWith(request);
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('storage phrase');
  });

  it.each([
    [
      { currentPassword: '', password: '', confirmPassword: '' },
      {
        currentPassword: 'Enter your current password',
        password: 'Enter a new password',
        confirmPassword: 'Confirm your new password',
      },
    ],
    [
      { ...request, password: 'short', confirmPassword: 'short' },
      { password: 'Your password must be at least 8 characters long' },
    ],
    [
      { ...request, confirmPassword: 'other phrase' },
      { confirmPassword: 'The passwords do not match' },
    ],
  ])('refuses %o before any call', (fields, expected) => {
    const { actor, calls } = start();
    actor.send({ type: 'password.change', ...fields });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual(expected);
    expect(calls.changePassword).not.toHaveBeenCalled();
  });

  it.each([
    [209, 'Your current password is incorrect', 'currentPassword'],
    [207, 'This password is too common, please choose another', 'password'],
  ])('code %i is shown beside its field', async (code, message, field) => {
    const { actor } = start(async () => {
      throw Object.assign(new Error(message), { code });
    });
    actor.send({ type: 'password.change', ...request });
    await waitFor(actor, (state) => state.matches('editing'));
    expect(actor.getSnapshot().context).toEqual({ fieldErrors: { [field]: message }, error: null });
  });

  it('another refusal is shown above the form', async () => {
    const { actor } = start(async () => {
      throw new Error('Too many requests, please wait a moment and try again');
    });
    actor.send({ type: 'password.change', ...request });
    await waitFor(actor, (state) => state.matches('editing'));
    expect(actor.getSnapshot().context.error).toBe(
      'Too many requests, please wait a moment and try again',
    );
  });

  it('after a change, another one can be made', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'password.change', ...request });
    await waitFor(actor, (state) => state.matches('changed'));
    actor.send({ type: 'password.change', ...request, currentPassword: request.password });
    await waitFor(
      actor,
      (state) => state.matches('changed') && calls.changePassword.mock.calls.length === 2,
    );
  });
});
