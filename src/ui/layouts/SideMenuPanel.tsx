import { Link } from '@tanstack/react-router';
import type { RefObject } from 'react';
import { Button } from '../Button/Button';
import { Sheet, SheetClose } from '../Sheet/Sheet';
import { ACCOUNT_LINKS, SERVICE_LINKS } from './accountLinks';
import * as styles from './layouts.css';

export interface SideMenuPanelProps {
  signedIn: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSignOut: () => void;
  /** The toggle, which has focus again once the panel closes. */
  toggle?: RefObject<HTMLButtonElement | null>;
}

/**
 * The small-screen menu's panel: the same links as the top bar. Loaded the first time the menu
 * is opened; closing it puts focus back on the toggle that opened it.
 */
export function SideMenuPanel({
  signedIn,
  open,
  onOpenChange,
  onSignOut,
  toggle,
}: SideMenuPanelProps) {
  return (
    <Sheet title="Menu" open={open} onOpenChange={onOpenChange} returnFocusTo={toggle}>
      <nav aria-label="Menu" className={styles.sideNav}>
        <SheetClose asChild>
          <Link to="/" className={styles.sideNavLink}>
            Home
          </Link>
        </SheetClose>
        {SERVICE_LINKS.map((link) => (
          <SheetClose asChild key={link.to}>
            <Link to={link.to} className={styles.sideNavLink}>
              {link.label}
            </Link>
          </SheetClose>
        ))}
        {signedIn ? (
          <>
            {ACCOUNT_LINKS.map((link) => (
              <SheetClose asChild key={link.to}>
                <Link to={link.to} className={styles.sideNavLink}>
                  {link.label}
                </Link>
              </SheetClose>
            ))}
            <Button variant="secondary" onClick={onSignOut}>
              Sign out
            </Button>
          </>
        ) : (
          <SheetClose asChild>
            <Link to="/apps/signin" className={styles.sideNavLink}>
              Login
            </Link>
          </SheetClose>
        )}
      </nav>
    </Sheet>
  );
}
