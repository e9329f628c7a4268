import { useSelector } from '@xstate/react';
import { prettyDay } from '../../../../domain/dates';
import { ERROR_MESSAGES, ErrorCode } from '../../../../domain/errors';
import { ORDER_FUNNEL } from '../../../../domain/funnels';
import { chosenSlotText } from '../../../../domain/timeslots';
import { Alert } from '../../../../ui/Alert/Alert';
import { monthsText } from '../../../../ui/commerce/MonthsChooser/MonthsChooser';
import type { PromoCodeStatus } from '../../../../ui/commerce/PromoCodeField/PromoCodeField';
import { PromoCodeField } from '../../../../ui/commerce/PromoCodeField/PromoCodeField';
import { StepSummary } from '../../../../ui/commerce/StepSummary/StepSummary';
import type { CheckoutActor } from '../../../../wiring/checkoutActor';
import type { OrderFunnelActor } from '../../../../wiring/orderFunnelActor';
import { CheckoutStepView } from '../../-components/CheckoutStepView';
import { FunnelChangeLink } from '../../-components/FunnelChangeLink';
import { useLastQuote } from '../../-components/QuotedStep';
import { StorageCover } from '../../-components/StorageCover';
import { addressRow, timeslotRow } from '../../-components/summaryRows';
import { useBasket } from './useOrderActors';

const INVALID_PROMOTION =
  ERROR_MESSAGES[ErrorCode.InvalidPromotionCode] ?? 'Invalid promotion code';

/** Cover, a promotion code, the order as it stands, and payment. */
export function CheckoutStep({
  funnel,
  checkout,
}: {
  funnel: OrderFunnelActor;
  checkout: CheckoutActor;
}) {
  const client = useSelector(funnel, (state) => state.context.client);
  const address = useSelector(funnel, (state) => state.context.address);
  const timeslot = useSelector(funnel, (state) => state.context.timeslot);
  const insurancePrices = useSelector(funnel, (state) => state.context.insurancePrices);
  const coverageLimit = useSelector(funnel, (state) => state.context.coverageLimit);
  const promotion = useSelector(funnel, (state) => state.context.promotion);
  const savingInsurance = useSelector(funnel, (state) =>
    state.matches({ checkout: 'savingInsurance' }),
  );
  const checkingPromotion = useSelector(funnel, (state) =>
    state.matches({ checkout: 'checkingPromotion' }),
  );

  const basket = useBasket();
  // The order's lines stay in words while a change asks the quote again.
  const quote = useLastQuote(basket);
  const basketPromoCode = useSelector(basket, (state) => state.context.basket?.promoCode ?? null);
  const lines = quote?.lineItems ?? [];
  const storing = lines.filter((line) => line.kind === 'storage');
  const materials = lines.filter((line) => line.kind === 'material');
  const packers = lines.find((line) => line.kind === 'packing');
  const packing = useSelector(funnel, (state) => state.context.packing);
  const materialsDay = quote?.materialsDeliveryDate ?? null;
  // The quote says whether a code counts; one on the basket that it leaves out has ended.
  const promoStatus: PromoCodeStatus = checkingPromotion
    ? 'checking'
    : quote?.promotion
      ? 'applied'
      : promotion && !promotion.valid
        ? 'invalid'
        : 'idle';
  const endedCode = basketPromoCode && quote && !quote.promotion ? basketPromoCode : null;

  return (
    <CheckoutStepView
      funnel={funnel}
      checkout={checkout}
      basket={basket}
      loadingLabel="Getting your order ready"
      settling={savingInsurance || checkingPromotion}
      summary={{ title: 'Order summary' }}
    >
      <StepSummary
        title="Your order"
        rows={[
          {
            key: 'boxes',
            label: 'Storing',
            value: `${storing
              .map((line) => `${line.quantity} × ${line.description}`)
              .join(', ')} for ${monthsText(client.months)}`,
            action: <FunnelChangeLink funnel={ORDER_FUNNEL} step="pricing" what="boxes" />,
          },
          addressRow(
            'Collection address',
            address,
            <FunnelChangeLink
              funnel={ORDER_FUNNEL}
              step="collectionAddress"
              what="collection address"
            />,
          ),
          timeslotRow(
            'Collection time',
            timeslot,
            <FunnelChangeLink
              funnel={ORDER_FUNNEL}
              step="collectionTimeslot"
              what="collection time"
            />,
          ),
          {
            key: 'materials',
            label: 'Packing materials',
            value:
              materials.length === 0
                ? 'None'
                : `${materials.map((line) => `${line.quantity} × ${line.description}`).join(', ')}${
                    materialsDay ? `, delivered ${prettyDay(materialsDay)}` : ''
                  }`,
            action: (
              <FunnelChangeLink
                funnel={ORDER_FUNNEL}
                step="materialsSelection"
                what="packing materials"
              />
            ),
          },
          {
            key: 'packing',
            label: 'Packing service',
            value:
              packers && packing.timeslot
                ? `${packers.description}, ${chosenSlotText(packing.timeslot)}`
                : 'None: you pack your own boxes',
            action: (
              <FunnelChangeLink funnel={ORDER_FUNNEL} step="packing" what="packing service" />
            ),
          },
        ]}
      />
      <StorageCover funnel={funnel} levels={insurancePrices} value={coverageLimit} />
      {endedCode && (
        <Alert type="info" title={`The code ${endedCode} no longer applies`}>
          It has ended or has already been used, so your total is the full price.
        </Alert>
      )}
      <PromoCodeField
        status={promoStatus}
        appliedCode={quote?.promotion?.code ?? promotion?.promoCode}
        description={quote?.promotion?.description ?? promotion?.description}
        invalidText={INVALID_PROMOTION}
        disabled={savingInsurance}
        onApply={(code) => funnel.send({ type: 'promo.submitted', code })}
        onRemove={() => funnel.send({ type: 'promo.removed' })}
      />
    </CheckoutStepView>
  );
}
