import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { cx } from '../cx';
import { FieldError, FieldHint, fieldDescription } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './PasswordField.css';

export type PasswordFieldProps = Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'id'> & {
  /** Needed so an ErrorSummary can link to the field. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** What the show/hide button names, e.g. "password" or "new password". */
  toggleName?: string;
};

/**
 * A password input in the GOV.UK pattern with a Show/Hide button. The password is hidden again
 * when its form is submitted, so a browser never offers to remember it as plain text.
 */
export function PasswordField({
  id,
  label,
  hint,
  error,
  toggleName = 'password',
  className,
  ...inputProps
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  // Announced only after a press, never on first render.
  const [status, setStatus] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const invalid = Boolean(error);
  const { hintId, errorId, describedBy } = fieldDescription(id, { hint, error });

  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return;
    const hide = () => setVisible(false);
    form.addEventListener('submit', hide);
    return () => form.removeEventListener('submit', hide);
  }, []);

  function toggle() {
    const next = !visible;
    setVisible(next);
    setStatus(next ? `Your ${toggleName} is visible` : `Your ${toggleName} is hidden`);
  }

  return (
    <div className={fieldStyles.formGroup({ invalid })}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
      <div className={styles.row}>
        <input
          ref={inputRef}
          id={id}
          type={visible ? 'text' : 'password'}
          className={cx(fieldStyles.control({ invalid }), styles.input, className)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...inputProps}
        />
        <Button
          variant="secondary"
          className={styles.toggle}
          aria-controls={id}
          aria-label={`${visible ? 'Hide' : 'Show'} ${toggleName}`}
          onClick={toggle}
        >
          {visible ? 'Hide' : 'Show'}
        </Button>
      </div>
      <VisuallyHidden aria-live="polite">{status}</VisuallyHidden>
    </div>
  );
}
