import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ERROR_MESSAGES, ErrorCode } from '../../src/domain/errors';
import { confirmEmailMachine } from '../../src/machines/confirmEmail.machine';

function run(token: string | null, confirm: () => Promise<{ email: string }>) {
  const confirmed: string[] = [];
  const actor = createActor(
    confirmEmailMachine.provide({
      actors: { confirmEmail: fromPromise(confirm) },
      actions: { emailConfirmed: () => confirmed.push('told') },
    }),
    { input: { token } },
  ).start();
  return { actor, confirmed };
}

describe('confirmEmail machine', () => {
  it('confirms at once and keeps the new address', async () => {
    const { actor, confirmed } = run('token', async () => ({ email: 'new@example.com' }));
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const done = await waitFor(actor, (state) => state.status === 'done');
    expect(done.value).toBe('confirmed');
    expect(done.context.email).toBe('new@example.com');
    expect(confirmed).toEqual(['told']);
  });

  it('keeps the refusal and its code', async () => {
    const { actor, confirmed } = run('token', async () => {
      throw Object.assign(new Error('taken'), { code: ErrorCode.EmailAlreadyRegistered });
    });
    const done = await waitFor(actor, (state) => state.status === 'done');
    expect(done.value).toBe('failed');
    expect(done.context).toMatchObject({
      error: 'taken',
      errorCode: ErrorCode.EmailAlreadyRegistered,
    });
    expect(confirmed).toEqual([]);
  });

  it('fails without calling anything when the link has no token', () => {
    let called = false;
    const { actor } = run('  ', async () => {
      called = true;
      return { email: 'x@example.com' };
    });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe(
      ERROR_MESSAGES[ErrorCode.EmailChangeLinkInvalid],
    );
    expect(called).toBe(false);
  });
});
