import type { ReactNode } from 'react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { ALERT_AUTO_CLOSE_MS } from '../../domain/constants';
import { cx } from '../cx';
import type { AlertVariants } from './Alert.css';
import * as styles from './Alert.css';

export type AlertType = NonNullable<AlertVariants['type']>;
export type AlertSize = NonNullable<AlertVariants['size']>;

export type AlertProps = {
  type?: AlertType;
  size?: AlertSize;
  title?: ReactNode;
  children?: ReactNode;
  /** Called once the alert closes, from its close button or its timer. */
  onClose?: () => void;
  /** Show a close button. Defaults to true when `onClose` is given. */
  closable?: boolean;
  /** Close by itself after ALERT_AUTO_CLOSE_MS. Defaults to true when `onClose` is given. */
  autoClose?: boolean;
  /**
   * Control visibility from the parent. Left undefined, the alert hides itself when closed;
   * set, it only asks to close through `onClose`.
   */
  open?: boolean;
  closeLabel?: string;
  className?: string;
  id?: string;
  /**
   * Scroll the alert into view and move focus to it when it appears, and again whenever this
   * key changes (a new message): an error the customer must act on is seen, not drawn off
   * screen while focus stays where it was.
   */
  focusKey?: string | number | null;
};

export function Alert({
  type = 'default',
  size = 'md',
  title,
  children,
  onClose,
  closable = onClose !== undefined,
  autoClose = onClose !== undefined,
  open,
  closeLabel = 'Dismiss',
  className,
  id,
  focusKey,
}: AlertProps) {
  const [closedHere, setClosedHere] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  // Hovering or focusing the alert holds the timer, so someone still reading it or reaching
  // for a link inside it does not lose it (WCAG 2.2.1, timing adjustable).
  const [held, setHeld] = useState({ hover: false, focus: false });
  const visible = open ?? !closedHere;
  const paused = held.hover || held.focus;

  const close = useEffectEvent(() => {
    if (open === undefined) setClosedHere(true);
    onClose?.();
  });

  useEffect(() => {
    if (!visible || !autoClose || paused) return;
    const timer = setTimeout(close, ALERT_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [visible, autoClose, paused]);

  const takesFocus = focusKey !== undefined && focusKey !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message (focusKey) is seen again
  useEffect(() => {
    const element = ref.current;
    if (!visible || !takesFocus || !element) return;
    if (typeof element.scrollIntoView === 'function') {
      element.scrollIntoView({ block: 'center' });
    }
    element.focus({ preventScroll: true });
  }, [visible, takesFocus, focusKey]);

  if (!visible) return null;

  return (
    // Danger interrupts (role=alert, assertive); the other types wait their turn (status, polite).
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only hold the auto-close timer; the alert itself is not a control
    <div
      id={id}
      ref={ref}
      tabIndex={takesFocus ? -1 : undefined}
      role={type === 'danger' ? 'alert' : 'status'}
      className={cx(styles.alert({ type, size }), className)}
      onMouseEnter={() => setHeld((h) => ({ ...h, hover: true }))}
      onMouseLeave={() => setHeld((h) => ({ ...h, hover: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setHeld((h) => ({ ...h, focus: false }));
        }
      }}
    >
      <div className={styles.body}>
        {title && <strong className={styles.title}>{title}</strong>}
        {children}
      </div>
      {closable && (
        <button
          type="button"
          className={styles.closeButton}
          aria-label={closeLabel}
          onClick={() => {
            if (open === undefined) setClosedHere(true);
            onClose?.();
          }}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
