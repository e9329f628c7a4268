import { useId } from 'react';
import { findBoxType } from '../../../domain/box-types';
import type { Box } from '../../../domain/boxes';
import { boxStatusLabel } from '../../../domain/boxes';
import { Checkbox } from '../../../ui/Checkbox/Checkbox';
import * as styles from './funnel.css';

/** What a box is called on a funnel step: its description, or its type, and its number. */
export function boxName(box: Pick<Box, 'boxId' | 'boxTypeId' | 'boxDescription'>): string {
  const what = box.boxDescription?.trim() || findBoxType(box.boxTypeId)?.name || 'Box';
  return `${what} (box ${box.boxId})`;
}

export interface BoxChooserProps {
  legend: string;
  hint?: string;
  boxes: readonly Box[];
  chosen: readonly number[];
  onToggle: (boxId: number) => void;
  busy: boolean;
  emptyText: string;
  /** Id of the first checkbox, for an error summary's link. */
  id?: string;
  error?: string;
}

/** The boxes a return or collection can take, as GOV.UK checkboxes. */
export function BoxChooser({
  legend,
  hint,
  boxes,
  chosen,
  onToggle,
  busy,
  emptyText,
  id,
  error,
}: BoxChooserProps) {
  // Not `${id}-hint`: that is the first box's own hint (its status), which must stay unique.
  const hintId = `${useId()}-boxes-hint`;
  return (
    <fieldset className={styles.fieldset} aria-describedby={hint ? hintId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {hint && (
        <p id={hintId} className={styles.muted}>
          {hint}
        </p>
      )}
      {boxes.length === 0 ? (
        <p>{emptyText}</p>
      ) : (
        boxes.map((box, index) => (
          <Checkbox
            key={box.boxId}
            id={index === 0 ? id : undefined}
            label={boxName(box)}
            hint={boxStatusLabel(box.status)}
            checked={chosen.includes(box.boxId)}
            disabled={busy}
            error={index === 0 ? error : undefined}
            onChange={() => onToggle(box.boxId)}
          />
        ))
      )}
    </fieldset>
  );
}
