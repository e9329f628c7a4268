import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AuthenticationDialog } from '../../../../src/ui/commerce/AuthenticationDialog/AuthenticationDialog';
import '../radixDom';

describe('AuthenticationDialog', () => {
  it('asks the customer to approve or decline the payment', async () => {
    const user = userEvent.setup();
    const onApprove = vi.fn();
    const onDecline = vi.fn();
    render(
      <AuthenticationDialog
        open
        onApprove={onApprove}
        onDecline={onDecline}
        amount={36.5}
        cardText="Visa ending 3155"
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Your bank needs to confirm this payment' });
    expect(dialog).toHaveTextContent('£36.50');
    expect(dialog).toHaveTextContent('Visa ending 3155');

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(onApprove).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onDecline).toHaveBeenCalledTimes(1);
  });

  it('treats Escape as declining, except while the answer is being sent', async () => {
    const user = userEvent.setup();
    const onDecline = vi.fn();
    const { rerender } = render(
      <AuthenticationDialog open onApprove={() => {}} onDecline={onDecline} />,
    );
    await user.keyboard('{Escape}');
    expect(onDecline).toHaveBeenCalledTimes(1);

    rerender(<AuthenticationDialog open busy onApprove={() => {}} onDecline={onDecline} />);
    await user.keyboard('{Escape}');
    expect(onDecline).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Approve' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Decline' })).toBeDisabled();
  });

  it('shows nothing while closed', () => {
    render(<AuthenticationDialog open={false} onApprove={() => {}} onDecline={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
