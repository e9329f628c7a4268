import type { ReactNode } from 'react';
import { useId } from 'react';
import { SIZE_RULES } from '../../../domain/box-types';
import { FREE_LABEL, formatPrice } from '../../../domain/format';
import { cx } from '../../cx';
import { FieldError } from '../../Field/Field';
import * as fieldStyles from '../../Field/Field.css';
import { VisuallyHidden } from '../../VisuallyHidden/VisuallyHidden';
import { QuantityStepper } from '../QuantityStepper/QuantityStepper';
import { BoxIllustration } from './BoxIllustration';
import * as styles from './BoxPicker.css';

export type BoxPickerItem = {
  boxTypeId: number;
  /** 'Small box'. */
  label: string;
  /** The size rule ('Up to 110 cm combined width, height and length.'). */
  info: string;
  /** A condition the customer must meet, e.g. SUITCASE_NOTE. */
  note?: string;
  /** A decorative picture; a drawing of the box type when left out. */
  picture?: ReactNode;
  quantity: number;
  /** The monthly price of one, at the chosen term. Left out while prices load. */
  price?: number;
};

export type BoxPickerProps = {
  entries: readonly BoxPickerItem[];
  onChange: (boxTypeId: number, quantity: number) => void;
  legend?: ReactNode;
  legendHidden?: boolean;
  /** Upper limit of each quantity. */
  max?: number;
  /** A message about the whole choice ('Choose at least one box'). */
  error?: ReactNode;
  /** Id of the first quantity input, for an ErrorSummary link. */
  id?: string;
  className?: string;
};

const { maxWeightKg, boxMaterial } = SIZE_RULES;

/** The pricing step's box choice: one card per type with its size rule and a quantity. */
export function BoxPicker({
  entries,
  onChange,
  legend = 'What do you want to store?',
  legendHidden = false,
  max = 99,
  error,
  id: givenId,
  className,
}: BoxPickerProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const rulesId = `${id}-rules`;
  const errorId = error ? `${id}-error` : undefined;
  const invalid = Boolean(error);

  return (
    <div className={cx(fieldStyles.formGroup({ invalid }), className)}>
      <fieldset
        className={styles.fieldset}
        aria-describedby={[rulesId, errorId].filter(Boolean).join(' ')}
      >
        <legend className={styles.legend}>
          {legendHidden ? <VisuallyHidden>{legend}</VisuallyHidden> : legend}
        </legend>
        <ul id={rulesId} className={styles.rules}>
          <li>
            Every box must be {boxMaterial} and weigh no more than {maxWeightKg} kg.
          </li>
          <li>Measure a box by adding its width, height and length together.</li>
        </ul>
        <FieldError id={errorId}>{error}</FieldError>
        <ul className={styles.grid}>
          {entries.map((entry, index) => {
            const infoId = `${id}-info-${entry.boxTypeId}`;
            const priceId = `${id}-price-${entry.boxTypeId}`;
            const price = entry.price === undefined ? undefined : formatPrice(entry.price);
            return (
              <li key={entry.boxTypeId} className={styles.card} data-chosen={entry.quantity > 0}>
                <div className={styles.pictureSlot}>
                  {entry.picture ?? <BoxIllustration boxTypeId={entry.boxTypeId} />}
                </div>
                <div className={styles.text}>
                  <p className={styles.title}>{entry.label}</p>
                  <div id={infoId}>
                    <p className={styles.info}>{entry.info}</p>
                    {entry.note && <p className={styles.note}>{entry.note}</p>}
                  </div>
                  {price !== undefined && (
                    <p id={priceId} className={styles.price}>
                      {price === FREE_LABEL ? price : `${price} a month each`}
                    </p>
                  )}
                </div>
                <QuantityStepper
                  id={index === 0 ? id : undefined}
                  className={styles.stepper}
                  label={entry.label}
                  hideLabel
                  value={entry.quantity}
                  max={max}
                  describedBy={price === undefined ? infoId : `${infoId} ${priceId}`}
                  onChange={(quantity) => onChange(entry.boxTypeId, quantity)}
                />
              </li>
            );
          })}
        </ul>
      </fieldset>
    </div>
  );
}
