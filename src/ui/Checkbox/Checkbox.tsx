import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useId } from 'react';
import { cx } from '../cx';
import { FieldError, FieldHint, fieldDescription } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './Checkbox.css';

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  groupClassName?: string;
};

/** A single native checkbox with its label beside it (terms acceptance, opt-ins). */
export function Checkbox({
  label,
  hint,
  error,
  id: givenId,
  className,
  groupClassName,
  'aria-describedby': givenDescribedBy,
  ref,
  ...inputProps
}: CheckboxProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const invalid = Boolean(error);
  const { hintId, errorId, describedBy } = fieldDescription(id, {
    hint,
    error,
    describedBy: givenDescribedBy,
  });

  return (
    <div className={cx(fieldStyles.formGroup({ invalid }), groupClassName)}>
      <FieldError id={errorId}>{error}</FieldError>
      <div className={styles.row}>
        <input
          ref={ref}
          id={id}
          type="checkbox"
          className={cx(styles.input, className)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...inputProps}
        />
        <div className={styles.text}>
          <label htmlFor={id} className={styles.label}>
            {label}
          </label>
          <FieldHint id={hintId}>{hint}</FieldHint>
        </div>
      </div>
    </div>
  );
}
