import type { ReactNode } from 'react';
import * as styles from './layouts.css';

export const MAIN_CONTENT_ID = 'main-content';

/** The skip link lets keyboard users pass the top bar on every page. */
export function SkipLink() {
  return (
    <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
      Skip to main content
    </a>
  );
}

export function MainContent({
  narrow = false,
  children,
}: {
  narrow?: boolean;
  children: ReactNode;
}) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={narrow ? styles.narrowMain : styles.main}>
      {children}
    </main>
  );
}
