import { useSelector } from '@xstate/react';
import { RETURN_INCLUDED_TEXT } from '../../../../domain/returns';
import { RETURN_DAYS_NOTE } from '../../../../domain/timeslots';
import type { ReturnFunnelActor } from '../../../../wiring/returnFunnelActor';
import { TimeslotStepView } from '../../-components/TimeslotStepView';
import { useReturnBasket } from './useReturnActors';

/** When the boxes come back: weekdays only, never a Saturday (174) or a bank holiday. */
export function ReturnTimeslotStep({ funnel }: { funnel: ReturnFunnelActor }) {
  const step = useSelector(funnel, (state) => state.children.timeslotStep);
  return (
    <TimeslotStepView
      funnel={funnel}
      step={step}
      basket={useReturnBasket()}
      text={{
        title: 'Delivery time',
        loadingLabel: 'Finding delivery times',
        legend: 'When should we bring your boxes back?',
        emptyText:
          'There are no delivery times in the next two weeks. Please call us to arrange one.',
      }}
      note={RETURN_DAYS_NOTE}
      summary={{ title: 'Return price', emptyText: RETURN_INCLUDED_TEXT }}
    />
  );
}
