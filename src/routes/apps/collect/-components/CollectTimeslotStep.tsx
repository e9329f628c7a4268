import { useSelector } from '@xstate/react';
import { isSaturday } from '../../../../domain/calendar';
import { collectionDaysNote } from '../../../../domain/timeslots';
import type { CollectionFunnelActor } from '../../../../wiring/collectionFunnelActor';
import { COLLECTION_TIME_TEXT, TimeslotStepView } from '../../-components/TimeslotStepView';
import { useCollectionBasket } from './useCollectionActors';

export function CollectTimeslotStep({ funnel }: { funnel: CollectionFunnelActor }) {
  const step = useSelector(funnel, (state) => state.children.timeslotStep);
  // Our own vans come on Saturday mornings where they collect: the times say so.
  const saturdays = useSelector(
    step,
    (state) => state?.context.timeslots.some((slot) => isSaturday(slot.doorstepDate)) ?? false,
  );
  return (
    <TimeslotStepView
      funnel={funnel}
      step={step}
      basket={useCollectionBasket()}
      text={COLLECTION_TIME_TEXT}
      note={collectionDaysNote(saturdays)}
    />
  );
}
