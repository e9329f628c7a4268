import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../../src/ui/Button/Button';
import {
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuRoot,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../src/ui/DropdownMenu/DropdownMenu';
import './radixDom';

function AccountMenu({ onSignOut }: { onSignOut: () => void }) {
  return (
    <DropdownMenuRoot>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost">Your account</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem asChild>
          <a href="/apps/my-stuff">My stuff</a>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href="/apps/orders">Orders</a>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onSignOut}>Sign out</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenuRoot>
  );
}

describe('DropdownMenu', () => {
  it('opens from the keyboard, moves with the arrows and runs the chosen item', async () => {
    const user = userEvent.setup();
    const onSignOut = vi.fn();
    render(<AccountMenu onSignOut={onSignOut} />);

    const trigger = screen.getByRole('button', { name: 'Your account' });
    trigger.focus();
    await user.keyboard('{Enter}');

    const menu = screen.getByRole('menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'My stuff' })).toHaveAttribute(
      'href',
      '/apps/my-stuff',
    );
    expect(menu).toContainElement(screen.getByRole('separator'));

    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes on Escape without choosing anything', async () => {
    const user = userEvent.setup();
    const onSignOut = vi.fn();
    render(<AccountMenu onSignOut={onSignOut} />);
    screen.getByRole('button', { name: 'Your account' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(onSignOut).not.toHaveBeenCalled();
  });
});
