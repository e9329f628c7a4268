import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { LostPasswordUpdateRequest } from '../../../src/domain/auth';
import {
  type PasswordResetInput,
  passwordResetMachine,
} from '../../../src/machines/passwordReset.machine';
import { PasswordReset } from '../../../src/routes/_empty/-components/PasswordReset';
import { renderInRouter } from './renderInRouter';

function resetActor(
  input: PasswordResetInput = {},
  fakes: {
    requestReset?: (input: { email: string }) => Promise<void>;
    updatePassword?: (input: LostPasswordUpdateRequest) => Promise<void>;
  } = {},
) {
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
  return { actor: createActor(machine, { input }).start(), calls };
}

describe('password reset screen', () => {
  it('an empty email shows the exact message and sends nothing', async () => {
    const user = userEvent.setup();
    const { actor, calls } = resetActor();
    await renderInRouter(<PasswordReset actor={actor} />);

    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    const message = 'You need to fill the email to recover your password';
    const summary = screen.getByRole('alert');
    expect(summary.parentElement).toHaveFocus();
    expect(within(summary).getByRole('link', { name: message })).toHaveAttribute(
      'href',
      '#reset-email',
    );
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(`Error: ${message}`);
    expect(calls.requestReset).not.toHaveBeenCalled();
  });

  it('after sending, shows the exact confirmation with the email', async () => {
    const user = userEvent.setup();
    const { actor, calls } = resetActor();
    await renderInRouter(<PasswordReset actor={actor} />);

    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(
      await screen.findByText(
        'We sent an email to ada@example.com. Please follow the instructions to restore your password',
      ),
    ).toBeInTheDocument();
    expect(calls.requestReset).toHaveBeenCalledWith({ email: 'ada@example.com' });

    await user.click(screen.getByRole('button', { name: 'Send another email' }));
    expect(screen.getByLabelText('Email address')).toHaveValue('ada@example.com');
  });

  it('a failed request keeps the email and shows the server message', async () => {
    const user = userEvent.setup();
    const { actor } = resetActor(
      {},
      {
        requestReset: async () => {
          throw new Error('Too many requests, please wait a moment and try again');
        },
      },
    );
    await renderInRouter(<PasswordReset actor={actor} />);
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(
      await screen.findByRole('link', {
        name: 'Too many requests, please wait a moment and try again',
      }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('ada@example.com');
  });

  it('from the emailed link, sets the new password and offers sign-in', async () => {
    const user = userEvent.setup();
    const { actor, calls } = resetActor({ token: 'single-use', email: 'ada@example.com' });
    await renderInRouter(<PasswordReset actor={actor} />);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Choose a new password');
    await user.type(screen.getByLabelText('New password'), 'correct horse');
    await user.type(screen.getByLabelText('Confirm new password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/apps/signin',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Your password has been changed',
    );
    expect(calls.updatePassword).toHaveBeenCalledWith({
      email: 'ada@example.com',
      token: 'single-use',
      password: 'correct horse',
      confirmPassword: 'correct horse',
    });
  });

  it('a refused link keeps the typed passwords and offers a new link', async () => {
    const user = userEvent.setup();
    const message = 'This password reset link is invalid or has expired, please request a new one';
    const { actor } = resetActor(
      { token: 'used', email: 'ada@example.com' },
      {
        updatePassword: async () => {
          throw new Error(message);
        },
      },
    );
    await renderInRouter(<PasswordReset actor={actor} />);
    await user.type(screen.getByLabelText('New password'), 'correct horse');
    await user.type(screen.getByLabelText('Confirm new password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: message })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/apps/reset',
    );
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveValue('correct horse'));
  });
});
