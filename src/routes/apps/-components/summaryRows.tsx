import type { ReactNode } from 'react';
import { type Address, addressOneLine } from '../../../domain/addresses';
import type { Box } from '../../../domain/boxes';
import { chosenSlotText, type Timeslot } from '../../../domain/timeslots';
import type { StepSummaryRow } from '../../../ui/commerce/StepSummary/StepSummary';
import { boxName } from './BoxChooser';

/*
 * The rows a funnel's summary and checkout show of what the customer chose, each with the
 * funnel's own label and its Change link.
 */

export function boxesRow(
  boxes: readonly Pick<Box, 'boxId' | 'boxTypeId' | 'boxDescription'>[],
  action?: ReactNode,
): StepSummaryRow {
  return {
    key: 'boxes',
    label: boxes.length === 1 ? 'Box' : `Boxes (${boxes.length})`,
    value: (
      <ul>
        {boxes.map((box) => (
          <li key={box.boxId}>{boxName(box)}</li>
        ))}
      </ul>
    ),
    action,
  };
}

export function addressRow(label: string, address: Address | null, action?: ReactNode) {
  return {
    key: 'address',
    label,
    value: address ? addressOneLine(address) : '',
    action,
  } satisfies StepSummaryRow;
}

export function timeslotRow(label: string, timeslot: Timeslot | null, action?: ReactNode) {
  return {
    key: 'timeslot',
    label,
    value: chosenSlotText(timeslot),
    action,
  } satisfies StepSummaryRow;
}
