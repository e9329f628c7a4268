import { useSelector } from '@xstate/react';
import { collectionDaysNote } from '../../../../domain/timeslots';
import type { OrderFunnelActor } from '../../../-lib/orderFunnelActor';
import { COLLECTION_TIME_TEXT, TimeslotStepView } from '../../-components/TimeslotStepView';
import { useBasket } from './useOrderActors';

export function TimeslotStep({ funnel }: { funnel: OrderFunnelActor }) {
  const slots = useSelector(funnel, (state) => state.context.client.timeslots);
  const fasd = useSelector(funnel, (state) => state.context.client.fasd);
  const inHouse = useSelector(funnel, (state) => state.context.inHouseCollection);
  return (
    <TimeslotStepView
      funnel={funnel}
      basket={useBasket()}
      step="collectionTimeslot"
      text={COLLECTION_TIME_TEXT}
      slots={slots}
      fasd={fasd}
      note={collectionDaysNote(inHouse)}
    />
  );
}
