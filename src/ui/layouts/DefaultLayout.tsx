import type { ReactNode } from 'react';
import { Footer } from './Footer';
import * as styles from './layouts.css';
import { MainContent, SkipLink } from './MainContent';
import { TopBar } from './TopBar';

export interface DefaultLayoutProps {
  signedIn: boolean;
  onSignOut: () => void;
  /** The small-screen side panel; its state lives outside so sign-out can close it. */
  menuOpen: boolean;
  onMenuOpenChange: (open: boolean) => void;
  children: ReactNode;
}

export function DefaultLayout({
  signedIn,
  onSignOut,
  menuOpen,
  onMenuOpenChange,
  children,
}: DefaultLayoutProps) {
  return (
    <div className={styles.shell}>
      <SkipLink />
      <TopBar
        signedIn={signedIn}
        menuOpen={menuOpen}
        onMenuOpenChange={onMenuOpenChange}
        onSignOut={onSignOut}
      />
      <MainContent>{children}</MainContent>
      <Footer />
    </div>
  );
}
