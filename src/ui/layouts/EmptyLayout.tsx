import type { ReactNode } from 'react';
import { Logo } from './Logo';
import * as styles from './layouts.css';
import { MainContent, SkipLink } from './MainContent';

/** Sign-in, sign-up and reset: nothing on screen but the logo and the form. */
export function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <SkipLink />
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Logo />
        </div>
      </header>
      <MainContent narrow>{children}</MainContent>
    </div>
  );
}
