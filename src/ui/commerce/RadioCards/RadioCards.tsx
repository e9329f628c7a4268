import type { ReactNode } from 'react';
import { useId } from 'react';
import { cx } from '../../cx';
import { FieldError, FieldHint, fieldDescription } from '../../Field/Field';
import * as fieldStyles from '../../Field/Field.css';
import { VisuallyHidden } from '../../VisuallyHidden/VisuallyHidden';
import * as styles from './RadioCards.css';

export type RadioCardOption<V extends string | number> = {
  value: V;
  label: ReactNode;
  /** Smaller text under the label. */
  description?: ReactNode;
  /** Shown at the end of the label row, usually a price. */
  aside?: ReactNode;
  /** Badges under the label ('Default', 'Save 20%'). */
  badges?: ReactNode;
  disabled?: boolean;
  /**
   * Controls that act on this option (Make default, Delete). They sit outside the radio's
   * label, so pressing one never selects the option.
   */
  actions?: ReactNode;
};

export type RadioCardsProps<V extends string | number> = {
  legend: ReactNode;
  /** Keep the legend for screen readers only, when a heading above already says it. */
  legendHidden?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  options: readonly RadioCardOption<V>[];
  value: V | null | undefined;
  onChange: (value: V) => void;
  /** Shared `name` of the radios; generated when not given. */
  name?: string;
  /** Id of the first radio, which an ErrorSummary links to (GOV.UK); generated when not given. */
  id?: string;
  layout?: 'list' | 'grid';
  className?: string;
};

/**
 * GOV.UK radios drawn as cards: a fieldset and legend around native radio inputs, so the
 * browser gives the group its arrow-key movement and one tab stop.
 */
export function RadioCards<V extends string | number>({
  legend,
  legendHidden = false,
  hint,
  error,
  options,
  value,
  onChange,
  name: givenName,
  id: givenId,
  layout = 'list',
  className,
}: RadioCardsProps<V>) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const name = givenName ?? `${id}-choice`;
  const invalid = Boolean(error);
  const { hintId, errorId, describedBy } = fieldDescription(id, { hint, error });

  return (
    <div className={cx(fieldStyles.formGroup({ invalid }), className)}>
      <fieldset className={styles.fieldset} aria-describedby={describedBy}>
        <legend className={styles.legend}>
          {legendHidden ? <VisuallyHidden>{legend}</VisuallyHidden> : legend}
        </legend>
        <FieldHint id={hintId}>{hint}</FieldHint>
        <FieldError id={errorId}>{error}</FieldError>
        <ul className={styles.options({ layout })} data-layout={layout}>
          {options.map((option, index) => {
            const inputId = index === 0 ? id : `${id}-${index}`;
            const checked = value !== null && value !== undefined && option.value === value;
            const labelId = `${inputId}-label`;
            const badgesId = option.badges ? `${inputId}-badges` : undefined;
            const descriptionId = option.description ? `${inputId}-description` : undefined;
            return (
              <li
                key={String(option.value)}
                className={styles.card}
                data-checked={checked}
                data-disabled={Boolean(option.disabled)}
              >
                <label htmlFor={inputId} className={styles.choice}>
                  <input
                    id={inputId}
                    type="radio"
                    name={name}
                    value={String(option.value)}
                    checked={checked}
                    disabled={option.disabled}
                    // The name is the label row and badges; the longer description is read after
                    // it rather than run into it.
                    aria-labelledby={[labelId, badgesId].filter(Boolean).join(' ')}
                    aria-describedby={descriptionId}
                    className={styles.input}
                    onChange={() => onChange(option.value)}
                  />
                  <span className={styles.text}>
                    <span id={labelId} className={styles.labelRow}>
                      <span className={styles.label}>{option.label}</span>
                      {option.aside !== undefined && (
                        <>
                          {/* Keeps the label and the aside apart in the radio's name. */}{' '}
                          <span className={styles.aside}>{option.aside}</span>
                        </>
                      )}
                    </span>
                    {option.badges && (
                      <span id={badgesId} className={styles.badges}>
                        {option.badges}
                      </span>
                    )}
                    {option.description && (
                      <span id={descriptionId} className={styles.description}>
                        {option.description}
                      </span>
                    )}
                  </span>
                </label>
                {option.actions && <div className={styles.actions}>{option.actions}</div>}
              </li>
            );
          })}
        </ul>
      </fieldset>
    </div>
  );
}
