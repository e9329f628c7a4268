import type { ReactNode } from 'react';
import * as styles from './payments.css';

/**
 * A wide table scrolls sideways on a phone; the region takes keyboard focus so that its last
 * column can be reached with the arrow keys, and is named as the table it holds is (its caption).
 */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1)
    <section className={styles.tableWrapper} tabIndex={0} aria-label={label}>
      {children}
    </section>
  );
}
