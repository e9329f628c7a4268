import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useId } from 'react';
import { cx } from '../cx';
import { FieldError, FieldHint, fieldDescription } from '../Field/Field';
import type { ControlWidth } from '../Field/Field.css';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './Select.css';

export type SelectProps = Omit<ComponentPropsWithRef<'select'>, 'width'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  width?: ControlWidth;
  groupClassName?: string;
  /** `<option>` elements; a native select keeps the platform's accessible picker on phones. */
  children: ReactNode;
};

export function Select({
  label,
  hint,
  error,
  width,
  id: givenId,
  className,
  groupClassName,
  'aria-describedby': givenDescribedBy,
  children,
  ref,
  ...selectProps
}: SelectProps) {
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
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
      <select
        ref={ref}
        id={id}
        className={cx(fieldStyles.control({ invalid, width }), styles.select, className)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        {...selectProps}
      >
        {children}
      </select>
    </div>
  );
}
