import { Link } from '@tanstack/react-router';
import { Button } from '../Button/Button';
import { Sheet, SheetClose } from '../Sheet/Sheet';
import { ACCOUNT_LINKS } from './accountLinks';
import * as styles from './layouts.css';

export interface SideMenuProps {
  signedIn: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSignOut: () => void;
}

/** Small screens: the same links as the top bar, in a panel behind the menu toggle. */
export function SideMenu({ signedIn, open, onOpenChange, onSignOut }: SideMenuProps) {
  return (
    <Sheet
      title="Menu"
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant="ghost" aria-label="Menu">
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
          </svg>
        </Button>
      }
    >
      <nav aria-label="Menu" className={styles.sideNav}>
        <SheetClose asChild>
          <Link to="/" className={styles.sideNavLink}>
            Home
          </Link>
        </SheetClose>
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
