import { useSelector } from '@xstate/react';
import type { MaterialsFunnelActor } from '../../../../wiring/materialsFunnelActor';
import { type TimeslotStepText, TimeslotStepView } from '../../-components/TimeslotStepView';
import { useMaterialsBasket } from './useMaterialsActors';

const DELIVERY_TIME_TEXT: TimeslotStepText = {
  title: 'Delivery day',
  loadingLabel: 'Finding delivery times',
  legend: 'When should we deliver?',
  emptyText: 'There are no delivery times in the next two weeks. Please call us to arrange one.',
};

/** The delivery day and window, from the materials delivery (BTB_MATERIALS) times. */
export function MaterialsDateStep({ funnel }: { funnel: MaterialsFunnelActor }) {
  const step = useSelector(funnel, (state) => state.children.timeslotStep);
  return (
    <TimeslotStepView
      funnel={funnel}
      step={step}
      basket={useMaterialsBasket()}
      text={DELIVERY_TIME_TEXT}
      note="We deliver Monday to Friday; someone needs to be in to take the delivery."
      summary={{ title: 'Your materials' }}
    />
  );
}
