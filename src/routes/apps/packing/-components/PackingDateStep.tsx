import { useSelector } from '@xstate/react';
import type { PackingFunnelActor } from '../../../../wiring/packingFunnelActor';
import { type TimeslotStepText, TimeslotStepView } from '../../-components/TimeslotStepView';
import { usePackingBasket } from './usePackingActors';

const PACKING_TIME_TEXT: TimeslotStepText = {
  title: 'Packing day',
  loadingLabel: 'Finding times our packers are free',
  legend: 'When should the packers arrive?',
  emptyText:
    'Our packers are fully booked for the next two weeks. Please call us to arrange a visit.',
};

/** The day and the window the packers arrive in, from the packing teams' times. */
export function PackingDateStep({ funnel }: { funnel: PackingFunnelActor }) {
  const step = useSelector(funnel, (state) => state.children.timeslotStep);
  return (
    <TimeslotStepView
      funnel={funnel}
      step={step}
      basket={usePackingBasket()}
      text={PACKING_TIME_TEXT}
      note="Our packers work Monday to Friday and arrive within the window you choose."
      summary={{ title: 'Your packing' }}
    />
  );
}
