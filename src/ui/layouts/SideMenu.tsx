import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import type { SideMenuPanelProps } from './SideMenuPanel';

/** The panel's code (radix's Dialog, focus trapping, scroll lock) loads on the first open. */
const SideMenuPanel = lazy(async () => ({
  default: (await import('./SideMenuPanel')).SideMenuPanel,
}));

/** Small screens: the same links as the top bar, in a panel behind the menu toggle. */
export function SideMenu(props: Omit<SideMenuPanelProps, 'toggle'>) {
  const { open, onOpenChange } = props;
  const toggle = useRef<HTMLButtonElement>(null);
  // Once opened, the panel stays mounted so closing it can animate and return focus.
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return (
    <>
      <Button
        ref={toggle}
        variant="ghost"
        aria-label="Menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => onOpenChange(!open)}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
        </svg>
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <SideMenuPanel {...props} toggle={toggle} />
        </Suspense>
      )}
    </>
  );
}
