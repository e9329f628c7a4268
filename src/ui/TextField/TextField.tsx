import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useId } from 'react';
import { cx } from '../cx';
import { FieldError, FieldHint, fieldDescription } from '../Field/Field';
import type { ControlWidth } from '../Field/Field.css';
import * as fieldStyles from '../Field/Field.css';

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'width'> & {
  label: ReactNode;
  hint?: ReactNode;
  /** The message to show; a truthy value also marks the input invalid. */
  error?: ReactNode;
  /** GOV.UK-style fixed widths hint at the expected length (postcode, card expiry). */
  width?: ControlWidth;
  /** Class for the wrapping form group, to space the field within a layout. */
  groupClassName?: string;
};

/**
 * A labelled text input in the GOV.UK pattern: label, then hint, then error, then the field.
 * Pass `id` when an ErrorSummary links to this field; otherwise one is generated.
 */
export function TextField({
  label,
  hint,
  error,
  width,
  id: givenId,
  type = 'text',
  className,
  groupClassName,
  'aria-describedby': givenDescribedBy,
  ref,
  ...inputProps
}: TextFieldProps) {
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
      <input
        ref={ref}
        id={id}
        type={type}
        className={cx(fieldStyles.control({ invalid, width }), className)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        {...inputProps}
      />
    </div>
  );
}
