import type { MouseEvent, ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { cx } from '../cx';
import * as styles from './ErrorSummary.css';

export type ErrorSummaryItem = {
  /** The id of the input the message is about; the link points at `#fieldId`. */
  fieldId: string;
  message: string;
};

export type ErrorSummaryProps = {
  errors: readonly ErrorSummaryItem[];
  title?: ReactNode;
  description?: ReactNode;
  className?: string;
};

/**
 * GOV.UK error summary: shown above a form after a failed submit. It takes focus whenever the set
 * of errors changes so screen readers announce it, and each link moves focus to its field.
 * Renders nothing when there are no errors.
 */
export function ErrorSummary({
  errors,
  title = 'There is a problem',
  description,
  className,
}: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Compare by content, not identity: a parent rebuilding an equal array on every render must
  // not pull focus back to the summary while the user is fixing a field.
  const errorsKey = errors.map((e) => `${e.fieldId}\u0000${e.message}`).join('\u0001');

  useEffect(() => {
    if (errorsKey) ref.current?.focus();
  }, [errorsKey]);

  if (errors.length === 0) return null;

  return (
    <div ref={ref} className={cx(styles.summary, className)} tabIndex={-1}>
      <div role="alert">
        <h2 className={styles.title}>{title}</h2>
        {description && <p className={styles.description}>{description}</p>}
        <ul className={styles.list}>
          {errors.map((error) => (
            <li key={`${error.fieldId}-${error.message}`}>
              <a
                href={`#${error.fieldId}`}
                className={styles.link}
                onClick={(event) => focusField(event, error.fieldId)}
              >
                {error.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * Following the hash would scroll the input to the very top, hiding its label and the question
 * it answers; instead bring the label (or fieldset legend) into view and focus the input.
 */
function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  event.preventDefault();
  const label =
    ('labels' in field && (field as HTMLInputElement).labels?.[0]) ||
    field.closest('fieldset')?.querySelector('legend') ||
    field;
  if (typeof label.scrollIntoView === 'function') label.scrollIntoView();
  field.focus({ preventScroll: true });
}
