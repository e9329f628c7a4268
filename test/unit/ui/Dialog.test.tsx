import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '../../../src/ui/Button/Button';
import { Dialog, DialogClose } from '../../../src/ui/Dialog/Dialog';
import { Sheet, SheetClose } from '../../../src/ui/Sheet/Sheet';
import './radixDom';

function RemoveCardDialog() {
  return (
    <Dialog
      title="Remove this card?"
      description="You can add it again at any time."
      trigger={<Button variant="danger">Remove card</Button>}
      footer={
        <DialogClose asChild>
          <Button variant="secondary">Keep card</Button>
        </DialogClose>
      }
    />
  );
}

describe('Dialog', () => {
  it('opens from the keyboard, traps focus inside and closes on Escape', async () => {
    const user = userEvent.setup();
    render(<RemoveCardDialog />);

    await user.tab();
    const trigger = screen.getByRole('button', { name: 'Remove card' });
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');

    const dialog = screen.getByRole('dialog', { name: 'Remove this card?' });
    expect(dialog).toHaveAccessibleDescription('You can add it again at any time.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    // Tabbing past the last control wraps to the first instead of leaving the dialog.
    for (let i = 0; i < 3; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes from its close button and from a DialogClose', async () => {
    const user = userEvent.setup();
    render(<RemoveCardDialog />);

    await user.click(screen.getByRole('button', { name: 'Remove card' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove card' }));
    await user.click(screen.getByRole('button', { name: 'Keep card' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

/** The side menu's way of using a Sheet: its own toggle, and the Sheet's open state. */
function MenuHarness({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={toggle} variant="ghost" onClick={() => setOpen(true)}>
        Open menu
      </Button>
      <Sheet title="Menu" open={open} onOpenChange={setOpen} returnFocusTo={toggle}>
        {children}
      </Sheet>
    </>
  );
}

describe('Sheet', () => {
  it('opens the menu panel from its toggle and closes when a link is chosen', async () => {
    const user = userEvent.setup();
    render(
      <MenuHarness>
        <nav aria-label="Main">
          <SheetClose asChild>
            <a href="#faqs">FAQs</a>
          </SheetClose>
        </nav>
      </MenuHarness>,
    );

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const panel = screen.getByRole('dialog', { name: 'Menu' });
    expect(panel).toContainElement(screen.getByRole('link', { name: 'FAQs' }));

    await user.click(screen.getByRole('link', { name: 'FAQs' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    render(
      <MenuHarness>
        <a href="#terms">Terms</a>
      </MenuHarness>,
    );
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });
});
