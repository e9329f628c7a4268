import type { ChangeEvent, KeyboardEvent, ReactNode } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { quantityProblem } from '../../../domain/format';
import { cx } from '../../cx';
import { FieldHint } from '../../Field/Field';
import { VisuallyHidden } from '../../VisuallyHidden/VisuallyHidden';
import * as styles from './QuantityStepper.css';

export type QuantityStepperProps = {
  /** What is counted ('Small box'); names the input and the buttons ('Add one Small box'). */
  label: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  /** Show the label for screen readers only, when the surrounding card already names the item. */
  hideLabel?: boolean;
  hint?: ReactNode;
  /** Ids of text elsewhere that describes the item (its size rule, its price). */
  describedBy?: string;
  id?: string;
  disabled?: boolean;
  className?: string;
};

const PAGE_STEP = 10;

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * A number with − and + buttons. The input is a spinbutton: arrow keys step by one, Page Up and
 * Page Down by ten, Home and End jump to the limits, and digits can be typed.
 */
export function QuantityStepper({
  label,
  value,
  onChange,
  min = 0,
  max = 99,
  hideLabel = false,
  hint,
  describedBy,
  id: givenId,
  disabled = false,
  className,
}: QuantityStepperProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const current = clamp(Number.isFinite(value) ? Math.floor(value) : min, min, max);
  // While someone is typing the field shows what they typed (even an empty field); the parent's
  // value takes over again when they leave it.
  const [draft, setDraft] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const announceNext = useRef(false);

  // Focus stays on the button that was pressed, so the new number is read out from a polite
  // live region; it follows the value the parent accepted, not the one that was asked for.
  useEffect(() => {
    if (!announceNext.current) return;
    announceNext.current = false;
    setAnnouncement(`${label}: ${current}`);
  }, [current, label]);

  const problem = draft !== null && draft.trim() !== '' ? quantityProblem(draft, min, max) : null;
  const errorId = problem ? `${id}-error` : undefined;
  const atMin = current <= min;
  const atMax = current >= max;

  function change(next: number, announce: boolean) {
    const bounded = clamp(next, min, max);
    if (disabled || bounded === current) return;
    announceNext.current = announce;
    onChange(bounded);
  }

  // What was typed stays as typed; only a whole number in range changes the quantity.
  function handleInput(event: ChangeEvent<HTMLInputElement>) {
    const typed = event.target.value;
    setDraft(typed);
    if (typed.trim() !== '' && quantityProblem(typed, min, max) === null) {
      change(Number(typed.trim()), false);
    }
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const steps: Record<string, number> = {
      ArrowUp: current + 1,
      ArrowDown: current - 1,
      PageUp: current + PAGE_STEP,
      PageDown: current - PAGE_STEP,
      Home: min,
      End: max,
    };
    const next = steps[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setDraft(null);
    change(next, false);
  }

  return (
    <div className={cx(styles.root, className)}>
      <label htmlFor={id} className={styles.label}>
        {hideLabel ? <VisuallyHidden>{label}</VisuallyHidden> : label}
      </label>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.stepButton}
          aria-label={`Remove one ${label}`}
          aria-controls={id}
          aria-disabled={disabled || atMin || undefined}
          onClick={() => {
            setDraft(null);
            change(current - 1, true);
          }}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          type="text"
          role="spinbutton"
          inputMode="numeric"
          autoComplete="off"
          className={styles.input}
          value={draft ?? String(current)}
          aria-valuenow={current}
          aria-valuemin={min}
          aria-valuemax={max}
          aria-describedby={[describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined}
          aria-invalid={problem ? true : undefined}
          disabled={disabled}
          onChange={handleInput}
          onKeyDown={handleKeyDown}
          onFocus={(event) => event.target.select()}
          onBlur={() => {
            if (draft?.trim() === '') change(min, false);
            // A quantity that cannot be right stays on screen with its message until mended.
            if (!problem) setDraft(null);
          }}
        />
        <button
          type="button"
          className={styles.stepButton}
          aria-label={`Add one ${label}`}
          aria-controls={id}
          aria-disabled={disabled || atMax || undefined}
          onClick={() => {
            setDraft(null);
            change(current + 1, true);
          }}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {problem && (
        <p id={errorId} className={styles.error}>
          <VisuallyHidden>Error: </VisuallyHidden>
          {problem}
        </p>
      )}
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </div>
  );
}
