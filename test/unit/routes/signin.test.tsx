import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SignInForm } from '../../../src/routes/_empty/-components/SignInForm';
import { fakeSession, renderInRouter } from './renderInRouter';

describe('sign-in form', () => {
  it('an empty submit shows both errors in a focused summary linking to the fields', async () => {
    const user = userEvent.setup();
    const logIn = vi.fn(async () => ({ accessToken: 'token', roles: [] }));
    const session = fakeSession({ logIn });
    await renderInRouter(<SignInForm session={session} />);

    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('There is a problem');
    expect(summary.parentElement).toHaveFocus();
    expect(within(summary).getByRole('link', { name: 'Enter your email address' })).toHaveAttribute(
      'href',
      '#signin-email',
    );
    expect(within(summary).getByRole('link', { name: 'Enter your password' })).toHaveAttribute(
      'href',
      '#signin-password',
    );
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      'Error: Enter your email address',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Error: Enter your password',
    );
    expect(logIn).not.toHaveBeenCalled();
    expect(session.getSnapshot().value).toBe('signedOut');
  });

  it('a refused sign-in shows the server message and keeps what was typed', async () => {
    const user = userEvent.setup();
    const session = fakeSession({
      logIn: async () => {
        throw new Error('The email or password is incorrect');
      },
    });
    await renderInRouter(<SignInForm session={session} redirect="/apps/cards" />);

    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'not my password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByRole('link', { name: 'The email or password is incorrect' }),
    ).toHaveAttribute('href', '#signin-password');
    expect(summary.parentElement).toHaveFocus();
    expect(screen.getByLabelText('Email address')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('not my password');
    expect(session.getSnapshot().context.returnTo).toBe('/apps/cards');
  });

  it('sends the trimmed email and the return address, and shows loading while busy', async () => {
    const user = userEvent.setup();
    const logIn = vi.fn(() => new Promise<never>(() => {}));
    const session = fakeSession({ logIn });
    await renderInRouter(<SignInForm session={session} redirect="/apps/orders" />);

    await user.type(screen.getByLabelText('Email address'), '  ada@example.com ');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(logIn).toHaveBeenCalledWith({ username: 'ada@example.com', password: 'correct horse' });
    expect(session.getSnapshot().context.returnTo).toBe('/apps/orders');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sign in' })).toHaveAttribute('aria-busy', 'true'),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not show an error left by another form', async () => {
    const session = fakeSession({
      register: async () => {
        throw new Error('An account with this email address already exists');
      },
    });
    session.send({ type: 'session.signUp', details: { email: 'ada@example.com', password: 'x' } });
    await waitFor(() => expect(session.getSnapshot().context.error).not.toBeNull());
    await renderInRouter(<SignInForm session={session} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the password can be shown and is hidden again on submit', async () => {
    const user = userEvent.setup();
    await renderInRouter(<SignInForm session={fakeSession()} />);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('links to password reset and to sign-up, keeping the return address', async () => {
    await renderInRouter(<SignInForm session={fakeSession()} redirect="/apps/cards" />);
    expect(screen.getByRole('link', { name: 'Forgotten your password?' })).toHaveAttribute(
      'href',
      '/apps/reset',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/apps/signup?redirect=%2Fapps%2Fcards',
    );
  });
});
