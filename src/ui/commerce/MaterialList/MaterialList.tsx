import type { ReactNode } from 'react';
import { useId } from 'react';
import { FREE_LABEL, formatPrice } from '../../../domain/format';
import { cx } from '../../cx';
import { VisuallyHidden } from '../../VisuallyHidden/VisuallyHidden';
import { Badge } from '../Badge/Badge';
import { QuantityStepper } from '../QuantityStepper/QuantityStepper';
import * as styles from './MaterialList.css';

export type MaterialListItem = {
  materialId: number;
  name: string;
  /** What one pack holds ('Pack of 5 medium boxes, tape and labels'). */
  description?: string;
  unitPrice: number;
  /** How many packs are in the basket. */
  quantity: number;
  /** Marked 'Suggested' when the suggestion rule added it for the boxes chosen. */
  suggested?: boolean;
  max?: number;
};

export type MaterialListProps = {
  /** Only these are shown; pass the bookable ones (`bookableMaterials`). */
  materials: readonly MaterialListItem[];
  onChange: (materialId: number, quantity: number) => void;
  legend?: ReactNode;
  legendHidden?: boolean;
  emptyText?: ReactNode;
  className?: string;
};

/** Packing materials with a price and a quantity each; setting 0 takes one out of the basket. */
export function MaterialList({
  materials,
  onChange,
  legend = 'Packing materials',
  legendHidden = false,
  emptyText = 'There are no packing materials available right now.',
  className,
}: MaterialListProps) {
  const id = useId();
  return (
    <fieldset className={cx(styles.fieldset, className)}>
      <legend className={styles.legend}>
        {legendHidden ? <VisuallyHidden>{legend}</VisuallyHidden> : legend}
      </legend>
      {materials.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ul className={styles.list}>
          {materials.map((material) => {
            const detailId = `${id}-${material.materialId}`;
            const price = formatPrice(material.unitPrice);
            return (
              <li
                key={material.materialId}
                className={styles.item}
                data-chosen={material.quantity > 0}
              >
                <div className={styles.text}>
                  <p className={styles.nameRow}>
                    {material.name}
                    {material.suggested && <Badge tone="info">Suggested</Badge>}
                  </p>
                  <div id={detailId}>
                    {material.description && (
                      <p className={styles.description}>{material.description}</p>
                    )}
                    <p className={styles.price}>
                      {price === FREE_LABEL ? price : `${price} each`}
                      {material.suggested && (
                        <VisuallyHidden>, suggested for your boxes</VisuallyHidden>
                      )}
                    </p>
                  </div>
                </div>
                <QuantityStepper
                  className={styles.stepper}
                  label={material.name}
                  hideLabel
                  describedBy={detailId}
                  value={material.quantity}
                  max={material.max}
                  onChange={(quantity) => onChange(material.materialId, quantity)}
                />
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
