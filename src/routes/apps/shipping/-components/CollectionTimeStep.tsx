import { useSelector } from '@xstate/react';
import type { ShippingFunnelActor } from '../../../../wiring/shippingFunnelActor';
import { type TimeslotStepText, TimeslotStepView } from '../../-components/TimeslotStepView';
import { useShippingBasket } from './useShippingActors';

const COLLECTION_TIME_TEXT: TimeslotStepText = {
  title: 'Collection time',
  loadingLabel: 'Finding collection times',
  legend: 'When should our courier collect?',
  emptyText:
    'Our couriers are fully booked for the next two weeks. Please call us to arrange a collection.',
};

/** Shipping from home: the courier's day and window; the shipment leaves that day. */
export function CollectionTimeStep({ funnel }: { funnel: ShippingFunnelActor }) {
  const step = useSelector(funnel, (state) => state.children.timeslotStep);
  const transit = useSelector(
    funnel,
    (state) =>
      state.context.countries.find(
        (country) => country.code === state.context.destination.countryCode,
      )?.transitDays ?? null,
  );
  return (
    <TimeslotStepView
      funnel={funnel}
      step={step}
      basket={useShippingBasket()}
      text={COLLECTION_TIME_TEXT}
      note={`Have everything packed, closed and labelled. It goes to our international carrier the same day${
        transit ? `, then ${transit.min}–${transit.max} working days to the door` : ''
      }.`}
      summary={{ title: 'Your shipment' }}
    />
  );
}
