import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ConfirmEmailResponse } from '../../../src/domain/customer';
import { ERROR_MESSAGES, ErrorCode } from '../../../src/domain/errors';
import { confirmEmailMachine } from '../../../src/machines/confirmEmail.machine';
import { ConfirmEmail } from '../../../src/routes/_empty/-components/ConfirmEmail';
import { renderInRouter } from './renderInRouter';

function confirmActor(
  token: string | null,
  confirm: (input: { token: string }) => Promise<ConfirmEmailResponse>,
) {
  const calls = { confirm: vi.fn(confirm), emailConfirmed: vi.fn() };
  const machine = confirmEmailMachine.provide({
    actors: { confirmEmail: fromPromise(({ input }) => calls.confirm(input)) },
    actions: { emailConfirmed: calls.emailConfirmed },
  });
  return { actor: createActor(machine, { input: { token } }).start(), calls };
}

function refusal(code: number) {
  return Object.assign(new Error(ERROR_MESSAGES[code]), { code });
}

describe('confirm email screen', () => {
  it('shows progress, then the new address and a link to My account', async () => {
    let answer: (value: ConfirmEmailResponse) => void = () => {};
    const { actor, calls } = confirmActor(
      ' abc ',
      () => new Promise((resolve) => (answer = resolve)),
    );
    await renderInRouter(<ConfirmEmail actor={actor} />);
    expect(
      screen.getByRole('heading', { name: 'Confirming your new email address' }),
    ).toBeVisible();
    expect(calls.confirm).toHaveBeenCalledWith({ token: 'abc' });

    answer({ email: 'moved@example.com' });
    expect(await screen.findByText('Your email address is now moved@example.com.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to My account' })).toHaveAttribute(
      'href',
      '/apps/account',
    );
    expect(calls.emailConfirmed).toHaveBeenCalledTimes(1);
  });

  it('says a used or expired link cannot be used', async () => {
    const { actor, calls } = confirmActor('used', async () => {
      throw refusal(ErrorCode.EmailChangeLinkInvalid);
    });
    await renderInRouter(<ConfirmEmail actor={actor} />);
    expect(
      await screen.findByText(ERROR_MESSAGES[ErrorCode.EmailChangeLinkInvalid] ?? ''),
    ).toBeVisible();
    expect(screen.getByText('Your account keeps its current email address.')).toBeVisible();
    expect(calls.emailConfirmed).not.toHaveBeenCalled();
  });

  it('says the address was taken since, and to choose another', async () => {
    const { actor } = confirmActor('late', async () => {
      throw refusal(ErrorCode.EmailAlreadyRegistered);
    });
    await renderInRouter(<ConfirmEmail actor={actor} />);
    expect(
      await screen.findByText('An account with this email address already exists'),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Your account keeps its current email address. Choose another one in My account.',
      ),
    ).toBeVisible();
  });

  it('a link without a token asks nothing of the server', async () => {
    const { actor, calls } = confirmActor(null, async () => ({ email: 'x@example.com' }));
    await renderInRouter(<ConfirmEmail actor={actor} />);
    expect(
      await screen.findByText(ERROR_MESSAGES[ErrorCode.EmailChangeLinkInvalid] ?? ''),
    ).toBeVisible();
    expect(calls.confirm).not.toHaveBeenCalled();
  });
});
