import { useSelector } from '@xstate/react';
import { RETURN_INCLUDED_TEXT } from '../../../../domain/returns';
import { RETURN_DAYS_NOTE } from '../../../../domain/timeslots';
import type { ReturnFunnelActor } from '../../../-lib/returnFunnelActor';
import { TimeslotStepView } from '../../-components/TimeslotStepView';
import { useReturnBasket } from './useReturnActors';

/** When the boxes come back: weekdays only, never a Saturday (174) or a bank holiday. */
export function ReturnTimeslotStep({ funnel }: { funnel: ReturnFunnelActor }) {
  const slots = useSelector(funnel, (state) => state.context.timeslots);
  const fasd = useSelector(funnel, (state) => state.context.fasd);
  return (
    <TimeslotStepView
      funnel={funnel}
      basket={useReturnBasket()}
      step="timeslot"
      text={{
        title: 'Delivery time',
        loadingLabel: 'Finding delivery times',
        legend: 'When should we bring your boxes back?',
        emptyText:
          'There are no delivery times in the next two weeks. Please call us to arrange one.',
      }}
      slots={slots}
      fasd={fasd}
      note={RETURN_DAYS_NOTE}
      summary={{ title: 'Return price', emptyText: RETURN_INCLUDED_TEXT }}
    />
  );
}
