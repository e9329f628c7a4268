import { cx } from '../cx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import type { SpinnerVariants } from './Spinner.css';
import * as styles from './Spinner.css';

export type SpinnerProps = SpinnerVariants & {
  /** What is loading, read by screen readers. */
  label?: string;
  /**
   * Hide the spinner from assistive technology when the surrounding element already says it is
   * busy (a loading Button sets aria-busy), so the state is not announced twice.
   */
  decorative?: boolean;
  className?: string;
};

export function Spinner({ label = 'Loading', decorative = false, size, className }: SpinnerProps) {
  const ring = <span className={styles.spinner({ size })} aria-hidden="true" />;
  if (decorative) {
    return <span className={cx(styles.wrapper, className)}>{ring}</span>;
  }
  return (
    <span role="status" className={cx(styles.wrapper, className)}>
      {ring}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
