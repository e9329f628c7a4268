import { type ReactNode, useState } from 'react';
import { Footer } from './Footer';
import * as styles from './layouts.css';
import { MainContent, SkipLink } from './MainContent';
import { TopBar } from './TopBar';

export interface DefaultLayoutProps {
  signedIn?: boolean;
  onSignOut: () => void;
  children: ReactNode;
}

export function DefaultLayout({ signedIn = false, onSignOut, children }: DefaultLayoutProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className={styles.shell}>
      <SkipLink />
      <TopBar
        signedIn={signedIn}
        menuOpen={menuOpen}
        onMenuOpenChange={setMenuOpen}
        onSignOut={() => {
          setMenuOpen(false);
          onSignOut();
        }}
      />
      <MainContent>{children}</MainContent>
      <Footer />
    </div>
  );
}
