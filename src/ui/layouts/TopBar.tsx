import { Link } from '@tanstack/react-router';
import { Button } from '../Button/Button';
import {
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuRoot,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../DropdownMenu/DropdownMenu';
import { ACCOUNT_LINKS } from './accountLinks';
import { Logo } from './Logo';
import * as styles from './layouts.css';
import { PhoneLink } from './PhoneLink';
import { SideMenu } from './SideMenu';

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
        <PhoneLink />
        <div className={styles.wideOnly}>
          {signedIn ? (
            <DropdownMenuRoot>
              <DropdownMenuTrigger asChild>
                <Button variant="secondary">Your account</Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent>
                {ACCOUNT_LINKS.map((link) => (
                  <DropdownMenuItem asChild key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </DropdownMenuItem>
                ))}
                <DropdownMenuSeparator />
                <DropdownMenuItem onSelect={onSignOut}>Sign out</DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenuRoot>
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
