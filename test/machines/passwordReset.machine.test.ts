import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LostPasswordUpdateRequest } from '../../src/domain/auth';
import {
  type PasswordResetInput,
  passwordResetMachine,
} from '../../src/machines/passwordReset.machine';

const link = { token: 'single-use-token', email: 'ada@example.com' };

interface Fakes {
  requestReset?: (input: { email: string }) => Promise<void>;
  updatePassword?: (input: LostPasswordUpdateRequest) => Promise<void>;
}

function start(fakes: Fakes = {}, input: PasswordResetInput = {}) {
  const calls = {
    requestReset: vi.fn(fakes.requestReset ?? (async () => {})),
    updatePassword: vi.fn(fakes.updatePassword ?? (async () => {})),
  };
  const machine = passwordResetMachine.provide({
    actors: {
      requestReset: fromPromise(({ input }) => calls.requestReset(input)),
      updatePassword: fromPromise(({ input }) => calls.updatePassword(input)),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, calls };
}

describe('password reset machine', () => {
  it('starts on the request form without a link', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('requesting');
    expect(actor.getSnapshot().context).toMatchObject({ email: '', token: null, error: null });
  });

  it('an empty email stays on the form with the message SPEC.md gives, and sends nothing', () => {
    const { actor, calls } = start();
    actor.send({ type: 'passwordReset.requestLink', email: '   ' });
    expect(actor.getSnapshot().value).toBe('requesting');
    expect(actor.getSnapshot().context.fieldErrors.email).toBe(
      'You need to fill the email to recover your password',
    );
    expect(calls.requestReset).not.toHaveBeenCalled();
  });

  it('a malformed email is refused before any call', () => {
    const { actor, calls } = start();
    actor.send({ type: 'passwordReset.requestLink', email: 'ada.example.com' });
    expect(actor.getSnapshot().context.fieldErrors.email).toBe('Invalid email address');
    expect(actor.getSnapshot().context.email).toBe('ada.example.com');
    expect(calls.requestReset).not.toHaveBeenCalled();
  });

  it('sends the trimmed email, is busy meanwhile, then reports it sent', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'passwordReset.requestLink', email: '  ada@example.com ' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (state) => state.matches('sent'));
    expect(calls.requestReset).toHaveBeenCalledWith({ email: 'ada@example.com' });
    expect(actor.getSnapshot().context.email).toBe('ada@example.com');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('a failed request goes back to the form with the server message and the email kept', async () => {
    const { actor } = start({
      requestReset: async () => {
        throw new Error('Too many requests, please wait a moment and try again');
      },
    });
    actor.send({ type: 'passwordReset.requestLink', email: 'ada@example.com' });
    await waitFor(actor, (state) => state.matches('requesting'));
    expect(actor.getSnapshot().context).toMatchObject({
      email: 'ada@example.com',
      error: 'Too many requests, please wait a moment and try again',
    });
  });

  it('after sending, starting again returns to the form with the email filled in', async () => {
    const { actor } = start();
    actor.send({ type: 'passwordReset.requestLink', email: 'ada@example.com' });
    await waitFor(actor, (state) => state.matches('sent'));
    actor.send({ type: 'passwordReset.startAgain' });
    expect(actor.getSnapshot().value).toBe('requesting');
    expect(actor.getSnapshot().context.email).toBe('ada@example.com');
  });

  it('the emailed link opens the new-password step', () => {
    const { actor } = start({}, link);
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context).toMatchObject({
      email: 'ada@example.com',
      token: 'single-use-token',
    });
  });

  it('a link without a usable email lands on the request form, saying the link is invalid', () => {
    const { actor } = start({}, { token: 'single-use-token', email: null });
    expect(actor.getSnapshot().value).toBe('requesting');
    expect(actor.getSnapshot().context.error).toBe(
      'This password reset link is invalid or has expired, please request a new one',
    );
  });

  it.each([
    ['', '', { password: 'Enter a new password', confirmPassword: 'Confirm your new password' }],
    ['short', 'short', { password: 'Your password must be at least 8 characters long' }],
    ['correct horse', 'correct hose', { confirmPassword: 'The passwords do not match' }],
  ])('new password %j / %j is refused with %o', (password, confirmPassword, expected) => {
    const { actor, calls } = start({}, link);
    actor.send({ type: 'passwordReset.setPassword', password, confirmPassword });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual(expected);
    expect(calls.updatePassword).not.toHaveBeenCalled();
  });

  it('sets the new password with the link, without keeping it in context', async () => {
    const { actor, calls } = start({}, link);
    actor.send({
      type: 'passwordReset.setPassword',
      password: 'correct horse',
      confirmPassword: 'correct horse',
    });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (state) => state.matches('updated'));
    expect(calls.updatePassword).toHaveBeenCalledWith({
      email: 'ada@example.com',
      token: 'single-use-token',
      password: 'correct horse',
      confirmPassword: 'correct horse',
    });
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('correct horse');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a refused link goes back to the new-password form with the server message', async () => {
    const message = 'This password reset link is invalid or has expired, please request a new one';
    const { actor } = start(
      {
        updatePassword: async () => {
          throw new Error(message);
        },
      },
      link,
    );
    actor.send({
      type: 'passwordReset.setPassword',
      password: 'correct horse',
      confirmPassword: 'correct horse',
    });
    await waitFor(actor, (state) => state.matches('choosing') && state.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(message);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('the errors of one attempt are cleared by the next', () => {
    const { actor } = start({}, link);
    actor.send({ type: 'passwordReset.setPassword', password: '', confirmPassword: '' });
    actor.send({
      type: 'passwordReset.setPassword',
      password: 'correct horse',
      confirmPassword: 'correct horse',
    });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });
});
