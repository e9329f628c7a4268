import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PromoCodeStatus } from '../../../../src/ui/commerce/PromoCodeField/PromoCodeField';
import { PromoCodeField } from '../../../../src/ui/commerce/PromoCodeField/PromoCodeField';

/** A parent that checks codes the way the basket does: SPRING10 is the only valid one. */
function Checkout({
  onApply,
  onRemove,
}: {
  onApply?: (code: string) => void;
  onRemove?: () => void;
}) {
  const [status, setStatus] = useState<PromoCodeStatus>('idle');
  const [code, setCode] = useState<string>();
  return (
    <PromoCodeField
      status={status}
      appliedCode={code}
      description="10% off your storage"
      onApply={(typed) => {
        onApply?.(typed);
        setStatus('checking');
        setTimeout(() => {
          if (typed.toUpperCase() === 'SPRING10') {
            setCode('SPRING10');
            setStatus('applied');
          } else {
            setStatus('invalid');
          }
        }, 0);
      }}
      onRemove={() => {
        onRemove?.();
        setCode(undefined);
        setStatus('idle');
      }}
    />
  );
}

describe('PromoCodeField', () => {
  it("shows 'Invalid promotion code' for a refused code and puts focus back in the field", async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    render(<Checkout onApply={onApply} />);
    const field = screen.getByLabelText('Promotion code');
    await user.type(field, ' NOPE ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(onApply).toHaveBeenCalledWith('NOPE');
    expect(await screen.findByText('Invalid promotion code')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(field).toHaveValue(' NOPE ');
  });

  it('asks for a code before applying an empty one', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    render(<Checkout onApply={onApply} />);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('Enter a promotion code')).toBeVisible();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('applies with Enter, shows the description and removes the code', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    render(<Checkout onRemove={onRemove} />);
    await user.type(screen.getByLabelText('Promotion code'), 'spring10{Enter}');

    const remove = await screen.findByRole('button', { name: 'Remove promotion code SPRING10' });
    expect(screen.getByText('10% off your storage')).toBeVisible();
    expect(screen.queryByLabelText('Promotion code')).not.toBeInTheDocument();
    expect(remove).toHaveFocus();

    await user.click(remove);
    expect(onRemove).toHaveBeenCalled();
    expect(screen.getByLabelText('Promotion code')).toHaveFocus();
  });

  it('shows the check running on the Apply button', () => {
    render(<PromoCodeField status="checking" onApply={() => {}} onRemove={() => {}} />);
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    expect(apply).toHaveAttribute('aria-busy', 'true');
  });
});
