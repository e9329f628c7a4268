import { useSelector } from '@xstate/react';
import { prettyDay } from '../../../../domain/dates';
import { SHIPPING_FUNNEL } from '../../../../domain/funnels';
import { shippingCountry } from '../../../../domain/shipping';
import { StepSummary } from '../../../../ui/commerce/StepSummary/StepSummary';
import type { CheckoutActor } from '../../../-lib/checkoutActor';
import type { ShippingFunnelActor } from '../../../-lib/shippingFunnelActor';
import { CheckoutStepView } from '../../-components/CheckoutStepView';
import { FunnelChangeLink } from '../../-components/FunnelChangeLink';
import { useShippingBasket } from './useShippingActors';

/** Where the boxes go and when they leave, the server's quote, and payment. */
export function ShippingCheckoutStep({
  funnel,
  checkout,
}: {
  funnel: ShippingFunnelActor;
  checkout: CheckoutActor;
}) {
  const address = useSelector(funnel, (state) => state.context.address);
  const boxCount = useSelector(funnel, (state) => state.context.boxIds.length);
  const dispatchDate = useSelector(funnel, (state) => state.context.dispatchDate);
  const change = (step: 'destination' | 'customs' | 'dispatch', what: string) => (
    <FunnelChangeLink funnel={SHIPPING_FUNNEL} step={step} what={what} />
  );
  const country = shippingCountry(address.countryCode)?.name ?? address.countryCode;

  return (
    <CheckoutStepView
      funnel={funnel}
      checkout={checkout}
      basket={useShippingBasket()}
      loadingLabel="Getting your shipment ready"
      summary={{ title: 'Your shipment' }}
    >
      <StepSummary
        title="Your shipment"
        rows={[
          {
            key: 'destination',
            label: 'To',
            value: [
              address.fullName,
              address.addressLine1,
              `${address.postalCode} ${address.city}`.trim(),
              country,
            ]
              .filter(Boolean)
              .join(', '),
            action: change('destination', 'destination'),
          },
          {
            key: 'customs',
            label: 'Customs',
            value: boxCount === 1 ? '1 box declared' : `${boxCount} boxes declared`,
            action: change('customs', 'customs declaration'),
          },
          {
            key: 'dispatch',
            label: 'Leaves our store',
            value: dispatchDate ? prettyDay(dispatchDate) : '',
            action: change('dispatch', 'dispatch day'),
          },
        ]}
      />
    </CheckoutStepView>
  );
}
