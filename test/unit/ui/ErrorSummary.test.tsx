import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorSummary, type ErrorSummaryItem } from '../../../src/ui/ErrorSummary/ErrorSummary';
import { TextField } from '../../../src/ui/TextField/TextField';

function SignInForm({ errors }: { errors: ErrorSummaryItem[] }) {
  const errorFor = (id: string) => errors.find((e) => e.fieldId === id)?.message;
  return (
    <form>
      <ErrorSummary errors={errors} />
      <TextField id="email" label="Email address" error={errorFor('email')} />
      <TextField id="password" label="Password" type="password" error={errorFor('password')} />
    </form>
  );
}

const twoErrors = [
  { fieldId: 'email', message: 'Enter your email address' },
  { fieldId: 'password', message: 'Enter your password' },
];

describe('ErrorSummary', () => {
  it('shows nothing when there are no errors', () => {
    render(<SignInForm errors={[]} />);
    expect(screen.queryByText('There is a problem')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes focus when errors appear and links to each field', () => {
    const { rerender } = render(<SignInForm errors={[]} />);
    rerender(<SignInForm errors={twoErrors} />);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('There is a problem');
    expect(alert.parentElement).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Enter your email address' })).toHaveAttribute(
      'href',
      '#email',
    );
    expect(screen.getByRole('link', { name: 'Enter your password' })).toHaveAttribute(
      'href',
      '#password',
    );
  });

  it('moves focus to the field when its link is followed', async () => {
    const user = userEvent.setup();
    render(<SignInForm errors={twoErrors} />);
    await user.click(screen.getByRole('link', { name: 'Enter your password' }));
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('takes focus back only when the errors change, not on every render', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<SignInForm errors={twoErrors} />);
    await user.click(screen.getByLabelText('Email address'));

    rerender(<SignInForm errors={twoErrors.map((e) => ({ ...e }))} />);
    expect(screen.getByLabelText('Email address')).toHaveFocus();

    rerender(<SignInForm errors={[{ fieldId: 'password', message: 'Enter your password' }]} />);
    expect(screen.getByRole('alert').parentElement).toHaveFocus();
  });
});
