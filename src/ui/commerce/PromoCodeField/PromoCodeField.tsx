import type { KeyboardEvent, ReactNode } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../Button/Button';
import { cx } from '../../cx';
import { TextField } from '../../TextField/TextField';
import * as styles from './PromoCodeField.css';

export type PromoCodeStatus = 'idle' | 'checking' | 'applied' | 'invalid';

export type PromoCodeFieldProps = {
  status: PromoCodeStatus;
  /** The code in use, shown while applied. */
  appliedCode?: string;
  /** What the promotion gives ('10% off your first month'), shown while applied. */
  description?: ReactNode;
  onApply: (code: string) => void;
  onRemove: () => void;
  /** The message for a code the server refused. */
  invalidText?: string;
  label?: ReactNode;
  hint?: ReactNode;
  defaultCode?: string;
  /** While the basket is changing, a code cannot be applied to it. */
  disabled?: boolean;
  id?: string;
  className?: string;
};

/**
 * A promotion code with Apply and, once applied, Remove. Not a form itself, so it can sit in a
 * checkout form: Enter in the field applies the code instead of submitting the page.
 */
export function PromoCodeField({
  status,
  appliedCode,
  description,
  onApply,
  onRemove,
  invalidText = 'Invalid promotion code',
  label = 'Promotion code',
  hint,
  defaultCode = '',
  disabled = false,
  id: givenId,
  className,
}: PromoCodeFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const [code, setCode] = useState(defaultCode);
  const [emptyError, setEmptyError] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const previous = useRef(status);

  // The control that had focus goes away when a code is applied or removed, so focus is put
  // where the customer can carry on; a refused code sends them back to the field and its error.
  useEffect(() => {
    const before = previous.current;
    previous.current = status;
    if (before === status) return;
    if (status === 'applied') removeRef.current?.focus();
    else if (status === 'invalid' || before === 'applied') inputRef.current?.focus();
  }, [status]);

  const checking = status === 'checking';
  const applied = status === 'applied';

  function apply() {
    if (checking || disabled) return;
    const trimmed = code.trim();
    setEmptyError(trimmed === '');
    if (trimmed === '') {
      inputRef.current?.focus();
      return;
    }
    onApply(trimmed);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply();
  }

  const error = emptyError
    ? 'Enter a promotion code'
    : status === 'invalid'
      ? invalidText
      : undefined;

  return (
    <div className={cx(styles.root, className)}>
      <div aria-live="polite">
        {applied && (
          <div className={styles.applied}>
            <p className={styles.appliedText}>
              <span>
                Promotion code <span className={styles.code}>{appliedCode}</span> applied
              </span>
              {description && <span className={styles.description}>{description}</span>}
            </p>
            <Button
              ref={removeRef}
              variant="secondary"
              size="sm"
              onClick={onRemove}
              aria-label={`Remove promotion code ${appliedCode ?? ''}`.trim()}
            >
              Remove
            </Button>
          </div>
        )}
      </div>
      {!applied && (
        <div className={styles.row}>
          <TextField
            ref={inputRef}
            id={id}
            label={label}
            hint={hint}
            error={error}
            groupClassName={styles.group}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              if (emptyError) setEmptyError(false);
            }}
            onKeyDown={handleKeyDown}
          />
          <Button variant="secondary" loading={checking} disabled={disabled} onClick={apply}>
            Apply
          </Button>
        </div>
      )}
    </div>
  );
}
