import { useSelector } from '@xstate/react';
import { collectionDaysNote } from '../../../../domain/timeslots';
import type { OrderFunnelActor } from '../../../../wiring/orderFunnelActor';
import { COLLECTION_TIME_TEXT, TimeslotStepView } from '../../-components/TimeslotStepView';
import { useBasket } from './useOrderActors';

export function TimeslotStep({ funnel }: { funnel: OrderFunnelActor }) {
  const step = useSelector(funnel, (state) => state.children.timeslotStep);
  const inHouse = useSelector(funnel, (state) => state.context.inHouseCollection);
  return (
    <TimeslotStepView
      funnel={funnel}
      step={step}
      basket={useBasket()}
      text={COLLECTION_TIME_TEXT}
      note={collectionDaysNote(inHouse)}
    />
  );
}
