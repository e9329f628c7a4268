import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../../src/ui/Button/Button';

describe('Button', () => {
  it('runs its action on click and on Enter', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Get a quote</Button>);
    const button = screen.getByRole('button', { name: 'Get a quote' });
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('while loading is busy, disabled and ignores clicks', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Pay now
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay now' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit a form unless it is the submit button', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button variant="secondary">Find address</Button>
        <Button type="submit">Continue</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Find address' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('forwards its ref to the button element', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Sign in</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Sign in' }));
  });
});
