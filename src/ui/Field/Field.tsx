import type { ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Field.css';

/** Ids of a field's hint and error, and the `aria-describedby` that ties them to the control. */
export function fieldDescription(
  id: string,
  { hint, error, describedBy }: { hint?: ReactNode; error?: ReactNode; describedBy?: string },
) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const ids = [describedBy, hintId, errorId].filter(Boolean).join(' ');
  return { hintId, errorId, describedBy: ids || undefined };
}

export function FieldHint({ id, children }: { id: string | undefined; children: ReactNode }) {
  if (!id || !children) return null;
  return (
    <div id={id} className={styles.hint}>
      {children}
    </div>
  );
}

/**
 * GOV.UK error message: the hidden "Error:" prefix tells screen-reader users this text is an
 * error and not more hint text, since the red colour is not announced.
 */
export function FieldError({ id, children }: { id: string | undefined; children: ReactNode }) {
  if (!id || !children) return null;
  return (
    <p id={id} className={styles.errorMessage}>
      <VisuallyHidden>Error:</VisuallyHidden> {children}
    </p>
  );
}
