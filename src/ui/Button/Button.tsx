import type { ComponentPropsWithRef } from 'react';
import { cx } from '../cx';
import { Spinner } from '../Spinner/Spinner';
import type { ButtonVariants } from './Button.css';
import * as styles from './Button.css';

export type ButtonProps = ComponentPropsWithRef<'button'> &
  ButtonVariants & {
    /** Shows a spinner, sets aria-busy and disables the button so a form is not sent twice. */
    loading?: boolean;
  };

/**
 * `type` defaults to "button": a Boxroom form names its submit button explicitly, so a stray
 * button inside a form never submits it by accident.
 */
export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  disabled,
  type = 'button',
  className,
  children,
  ref,
  ...rest
}: ButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      className={cx(styles.button({ variant, size, fullWidth }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size="sm" decorative />}
      <span className={styles.label}>{children}</span>
    </button>
  );
}
