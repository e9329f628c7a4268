import { useSelector } from '@xstate/react';
import { addressOneLine } from '../../../../domain/addresses';
import { prettyDay } from '../../../../domain/dates';
import { SHIPPING_FUNNEL, type ShippingStep } from '../../../../domain/funnels';
import { shipmentItems, shippingCountry } from '../../../../domain/shipping';
import { chosenSlotText } from '../../../../domain/timeslots';
import { StepSummary } from '../../../../ui/commerce/StepSummary/StepSummary';
import type { CheckoutActor } from '../../../../wiring/checkoutActor';
import type { ShippingFunnelActor } from '../../../../wiring/shippingFunnelActor';
import { CheckoutStepView } from '../../-components/CheckoutStepView';
import { FunnelChangeLink } from '../../-components/FunnelChangeLink';
import { useShippingBasket } from './useShippingActors';

/** Where the items go, when and from where they leave, the server's quote, and payment. */
export function ShippingCheckoutStep({
  funnel,
  checkout,
}: {
  funnel: ShippingFunnelActor;
  checkout: CheckoutActor;
}) {
  const address = useSelector(funnel, (state) => state.context.destination);
  const fromHome = useSelector(funnel, (state) => state.context.source === 'home');
  const itemCount = useSelector(funnel, (state) => shipmentItems(state.context).length);
  const dispatchDate = useSelector(funnel, (state) => state.context.dispatchDate);
  const collectionAddress = useSelector(funnel, (state) => state.context.collectionAddress);
  const timeslot = useSelector(funnel, (state) => state.context.timeslot);
  const change = (step: ShippingStep, what: string) => (
    <FunnelChangeLink funnel={SHIPPING_FUNNEL} step={step} what={what} />
  );
  const country = shippingCountry(address.countryCode)?.name ?? address.countryCode;
  const [one, many] = fromHome ? ['item', 'items'] : ['box', 'boxes'];
  const leaving = fromHome
    ? [
        {
          key: 'address',
          label: 'Collected from',
          value: collectionAddress ? addressOneLine(collectionAddress) : '',
          action: change('address', 'collection address'),
        },
        {
          key: 'collectionTime',
          label: 'Collection',
          value: chosenSlotText(timeslot),
          action: change('collectionTime', 'collection time'),
        },
      ]
    : [
        {
          key: 'dispatch',
          label: 'Leaves our store',
          value: dispatchDate ? prettyDay(dispatchDate) : '',
          action: change('dispatch', 'dispatch day'),
        },
      ];

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
          ...(fromHome
            ? [
                {
                  key: 'items',
                  label: 'Sending',
                  value: itemCount === 1 ? '1 item' : `${itemCount} items`,
                  action: change('items', 'what to send'),
                },
              ]
            : []),
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
            value: `${itemCount} ${itemCount === 1 ? one : many} declared`,
            action: change('customs', 'customs declaration'),
          },
          ...leaving,
        ]}
      />
    </CheckoutStepView>
  );
}
