import { useSelector } from '@xstate/react';
import { isSaturday } from '../../../../domain/calendar';
import { collectionDaysNote } from '../../../../domain/timeslots';
import type { CollectionFunnelActor } from '../../../-lib/collectionFunnelActor';
import { COLLECTION_TIME_TEXT, TimeslotStepView } from '../../-components/TimeslotStepView';
import { useCollectionBasket } from './useCollectionActors';

export function CollectTimeslotStep({ funnel }: { funnel: CollectionFunnelActor }) {
  const slots = useSelector(funnel, (state) => state.context.timeslots);
  const fasd = useSelector(funnel, (state) => state.context.fasd);
  return (
    <TimeslotStepView
      funnel={funnel}
      basket={useCollectionBasket()}
      step="timeslot"
      text={COLLECTION_TIME_TEXT}
      slots={slots}
      fasd={fasd}
      note={collectionDaysNote(slots.some((slot) => isSaturday(slot.doorstepDate)))}
    />
  );
}
