import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { Button } from '../Button/Button';
import { SERVICE_LINKS } from './accountLinks';
import { Logo } from './Logo';
import * as styles from './layouts.css';
import { PhoneLink } from './PhoneLink';
import { SideMenu } from './SideMenu';

/** The dropdown's code (radix and its positioning) loads only once someone is signed in. */
const AccountMenu = lazy(async () => ({ default: (await import('./AccountMenu')).AccountMenu }));

export interface TopBarProps {
  signedIn: boolean;
  menuOpen: boolean;
  onMenuOpenChange: (open: boolean) => void;
  onSignOut: () => void;
}

export function TopBar({ signedIn, menuOpen, onMenuOpenChange, onSignOut }: TopBarProps) {
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Logo />
        <nav aria-label="Services" className={styles.serviceNav}>
          {SERVICE_LINKS.map((link) => (
            <Link key={link.to} to={link.to} className={styles.serviceLink}>
              {link.label}
            </Link>
          ))}
        </nav>
        <PhoneLink />
        <div className={styles.wideOnly}>
          {signedIn ? (
            // A look-alike holds the place while the menu loads, so nothing moves; hidden from
            // assistive technology and the keyboard, it cannot be used before the menu is there.
            <Suspense
              fallback={
                <Button variant="secondary" aria-hidden="true" tabIndex={-1}>
                  Your account
                </Button>
              }
            >
              <AccountMenu onSignOut={onSignOut} />
            </Suspense>
          ) : (
            <Link to="/apps/signin" className={styles.loginLink}>
              Login
            </Link>
          )}
        </div>
        {/* The toggle lives in a wrapper: a class on the button itself loses to the button's own display. */}
        <div className={styles.narrowOnly}>
          <SideMenu
            signedIn={signedIn}
            open={menuOpen}
            onOpenChange={onMenuOpenChange}
            onSignOut={onSignOut}
          />
        </div>
      </div>
    </header>
  );
}
