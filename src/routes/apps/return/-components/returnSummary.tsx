import { shallowEqual, useSelector } from '@xstate/react';
import { phoneDisplayText } from '../../../../domain/format';
import { RETURN_FUNNEL, type ReturnStep } from '../../../../domain/funnels';
import type { StepSummaryRow } from '../../../../ui/commerce/StepSummary/StepSummary';
import type { ReturnFunnelActor } from '../../../../wiring/returnFunnelActor';
import { FunnelChangeLink } from '../../-components/FunnelChangeLink';
import { addressRow, boxesRow, timeslotRow } from '../../-components/summaryRows';

/**
 * Every box, the address (with room return), the slot and the contact details, as summary
 * rows; with `changeLinks`, each section links back to its step (and the funnel comes back).
 */
export function useReturnSummaryRows(
  funnel: ReturnFunnelActor,
  changeLinks: boolean,
): StepSummaryRow[] {
  const boxes = useSelector(
    funnel,
    (state) =>
      state.context.savedBoxIds.map(
        (boxId) =>
          state.context.boxes.find((box) => box.boxId === boxId) ?? {
            boxId,
            boxTypeId: 0,
            boxDescription: null,
          },
      ),
    shallowEqual,
  );
  const address = useSelector(funnel, (state) => state.context.address);
  const roomReturn = useSelector(funnel, (state) => state.context.roomReturn);
  const floorDetails = useSelector(funnel, (state) => state.context.floorDetails);
  const timeslot = useSelector(funnel, (state) => state.context.timeslot);
  const contact = useSelector(funnel, (state) => state.context.contact);
  const change = (step: ReturnStep, what: string) =>
    changeLinks ? <FunnelChangeLink funnel={RETURN_FUNNEL} step={step} what={what} /> : undefined;

  return [
    boxesRow(boxes, change('address', 'boxes')),
    addressRow('Delivery address', address, change('address', 'delivery address')),
    {
      key: 'room',
      label: 'Room return',
      value: roomReturn ? `Yes: ${floorDetails.trim()}` : 'No, leave them at the door',
      action: change('address', 'room return'),
    },
    timeslotRow('Delivery time', timeslot, change('timeslot', 'delivery time')),
    {
      key: 'contact',
      label: 'Delivery updates',
      value: contact
        ? `${contact.notificationEmail}, ${phoneDisplayText(contact.notificationPhone)}`
        : '',
      action: change('contact', 'contact details'),
    },
    {
      key: 'reason',
      label: 'Reason',
      value: contact?.returnReasonText || 'Not given',
      action: change('contact', 'reason'),
    },
  ];
}
