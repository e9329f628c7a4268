import type { ReactNode } from 'react';
import { DefaultLayout } from '../../ui/layouts/DefaultLayout';
import { sideMenu, useSideMenuOpen } from '../../wiring/sideMenu';
import { useSignedIn } from '../../wiring/useSignedIn';
import { useSignOut } from '../../wiring/useSignOut';

/** The default layout, fed from the session and the side-menu store. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <DefaultLayout
      signedIn={useSignedIn()}
      onSignOut={useSignOut()}
      menuOpen={useSideMenuOpen()}
      onMenuOpenChange={sideMenu.setOpen}
    >
      {children}
    </DefaultLayout>
  );
}
