import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SIGN_UP_EMAIL_TAKEN_MESSAGE } from '../../../src/domain/errors';
import { SignUpForm } from '../../../src/routes/_empty/-components/SignUpForm';
import { fakeSession, renderInRouter } from './renderInRouter';

type User = ReturnType<typeof userEvent.setup>;

async function fillRequired(user: User, confirmPassword = 'correct horse') {
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.type(screen.getByLabelText('Confirm password'), confirmPassword);
}

describe('sign-up form', () => {
  it('passwords that differ show the error on the confirmation and send nothing', async () => {
    const user = userEvent.setup();
    const register = vi.fn(async () => {});
    await renderInRouter(<SignUpForm session={fakeSession({ register })} />);

    await fillRequired(user, 'correct hose');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const summary = screen.getByRole('alert');
    expect(summary.parentElement).toHaveFocus();
    expect(
      within(summary).getByRole('link', { name: 'The passwords do not match' }),
    ).toHaveAttribute('href', '#signup-confirm-password');
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'Error: The passwords do not match',
    );
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    expect(register).not.toHaveBeenCalled();
  });

  it('a password containing the email says so by the password and sends nothing', async () => {
    const user = userEvent.setup();
    const register = vi.fn(async () => {});
    await renderInRouter(<SignUpForm session={fakeSession({ register })} />);

    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email address'), 'ada.lovelace@example.com');
    await user.type(screen.getByLabelText('Password'), 'Ada.Lovelace@example.com');
    await user.type(screen.getByLabelText('Confirm password'), 'Ada.Lovelace@example.com');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const message = 'Your password must not contain your email address';
    expect(within(screen.getByRole('alert')).getByRole('link', { name: message })).toBeVisible();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining(`Error: ${message}`),
    );
    expect(screen.queryByText(/too common/)).toBeNull();
    expect(register).not.toHaveBeenCalled();
  });

  it('an empty submit asks for each required field, in page order', async () => {
    const user = userEvent.setup();
    await renderInRouter(<SignUpForm session={fakeSession()} />);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const links = within(screen.getByRole('alert')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Enter your first name',
      'Enter your last name',
      'Enter your email address',
      'Enter a password',
      'Confirm your password',
    ]);
  });

  it('sends the details of the register schema, without integratorId or funnel', async () => {
    const user = userEvent.setup();
    const register = vi.fn(async () => {});
    await renderInRouter(<SignUpForm session={fakeSession({ register })} />);

    await fillRequired(user);
    await user.type(screen.getByLabelText('Mobile number (optional)'), '07700 900982');
    await user.click(screen.getByLabelText('By email'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(register).toHaveBeenCalledOnce());
    expect(register).toHaveBeenCalledWith({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'correct horse',
      confirmPassword: 'correct horse',
      mobilePhone: '07700 900982',
      emailCommsEnabled: true,
      smsCommsEnabled: false,
    });
  });

  it('a refused registration shows the message by the email field and keeps the input', async () => {
    const user = userEvent.setup();
    const session = fakeSession({
      register: async () => {
        throw new Error('An account with this email address already exists');
      },
    });
    await renderInRouter(<SignUpForm session={session} />);

    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByRole('link', {
        name: 'An account with this email address already exists',
      }),
    ).toHaveAttribute('href', '#signup-email');
    expect(within(summary).getByRole('link', { name: 'sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      'You will use this to sign in Error: An account with this email address already exists',
    );
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Password')).toHaveValue('correct horse');
  });

  it('a taken email (registration answers alike, sign-in then fails) points to sign in and reset', async () => {
    const user = userEvent.setup();
    const session = fakeSession({
      logIn: async () => {
        throw new Error('The email or password is incorrect');
      },
    });
    await renderInRouter(<SignUpForm session={session} />);

    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByRole('link', { name: SIGN_UP_EMAIL_TAKEN_MESSAGE }),
    ).toHaveAttribute('href', '#signup-email');
    expect(within(summary).getByRole('link', { name: 'sign in' })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'reset your password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('ada@example.com');
  });

  it('asks for a password of at least 8 characters, as new-password for password managers', async () => {
    await renderInRouter(<SignUpForm session={fakeSession()} />);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAccessibleDescription('At least 8 characters');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Create your account');
  });
});
