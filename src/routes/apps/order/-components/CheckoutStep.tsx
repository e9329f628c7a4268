import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { addressOneLine } from '../../../../domain/addresses';
import { findBoxType } from '../../../../domain/box-types';
import { ERROR_MESSAGES, ErrorCode } from '../../../../domain/errors';
import { prettyDay } from '../../../../domain/format';
import { insuranceMonthlyPrice } from '../../../../domain/pricing';
import { timeslotLabel } from '../../../../domain/timeslots';
import { lineItemsOf, type OrderStep, stepPath } from '../../../../machines/orderFunnel.machine';
import { Button } from '../../../../ui/Button/Button';
import { InsuranceChoice } from '../../../../ui/commerce/InsuranceChoice/InsuranceChoice';
import { monthsText } from '../../../../ui/commerce/MonthsChooser/MonthsChooser';
import { PriceSummary } from '../../../../ui/commerce/PriceSummary/PriceSummary';
import type { PromoCodeStatus } from '../../../../ui/commerce/PromoCodeField/PromoCodeField';
import { PromoCodeField } from '../../../../ui/commerce/PromoCodeField/PromoCodeField';
import { ChangeText, StepSummary } from '../../../../ui/commerce/StepSummary/StepSummary';
import { Page } from '../../../../ui/layouts/Page';
import type { CheckoutActor } from '../../../-lib/checkoutActor';
import type { OrderFunnelActor } from '../../../-lib/orderFunnelActor';
import * as styles from '../../-components/funnel.css';
import { PaymentPanel } from '../../-components/PaymentPanel';
import { StepStatus } from '../../-components/StepStatus';
import { orderTotals, priceLines } from '../../-components/storagePrices';

const INVALID_PROMOTION =
  ERROR_MESSAGES[ErrorCode.InvalidPromotionCode] ?? 'Invalid promotion code';

function ChangeLink({ step, what }: { step: OrderStep; what: string }) {
  return (
    <Link to={stepPath(step)}>
      <ChangeText what={what} />
    </Link>
  );
}

/** Cover, a promotion code, the order as it stands, and payment. */
export function CheckoutStep({
  funnel,
  checkout,
}: {
  funnel: OrderFunnelActor;
  checkout: CheckoutActor;
}) {
  const loading = useSelector(funnel, (state) => state.matches({ checkout: 'loadingCheckout' }));
  const failure = useSelector(funnel, (state) =>
    state.matches({ checkout: 'failed' }) ? state.context.error : null,
  );
  const client = useSelector(funnel, (state) => state.context.client);
  const prices = useSelector(funnel, (state) => state.context.prices);
  const address = useSelector(funnel, (state) => state.context.address);
  const timeslot = useSelector(funnel, (state) => state.context.timeslot);
  const catalogue = useSelector(funnel, (state) => state.context.materialCatalogue);
  const insurancePrices = useSelector(funnel, (state) => state.context.insurancePrices);
  const coverageLimit = useSelector(funnel, (state) => state.context.coverageLimit);
  const promotion = useSelector(funnel, (state) => state.context.promotion);
  const checkingPromotion = useSelector(funnel, (state) =>
    state.matches({ checkout: 'checkingPromotion' }),
  );
  const cards = useSelector(funnel, (state) => state.context.cards);
  const basketId = useSelector(funnel, (state) => state.context.basketId);
  const paying = useSelector(checkout, (state) => state.hasTag('busy'));

  const lineItems = lineItemsOf(client);
  const totals = orderTotals({
    prices,
    lineItems,
    months: client.months,
    materials: client.materials,
    materialCatalogue: catalogue,
    insuranceMonthlyPrice: insuranceMonthlyPrice(insurancePrices, coverageLimit),
    promotion,
  });
  const promoStatus: PromoCodeStatus = checkingPromotion
    ? 'checking'
    : promotion === null
      ? 'idle'
      : promotion.valid
        ? 'applied'
        : 'invalid';

  return (
    <Page title="Checkout">
      <StepStatus
        loading={loading}
        error={failure}
        loadingLabel="Getting your order ready"
        onRetry={() => funnel.send({ type: 'funnel.retry' })}
      >
        <div className={styles.stepGrid}>
          <div className={styles.stack}>
            <StepSummary
              title="Your order"
              rows={[
                {
                  key: 'boxes',
                  label: 'Storing',
                  value: `${lineItems
                    .map(
                      (item) => `${item.quantity} × ${findBoxType(item.boxTypeId)?.name ?? 'Box'}`,
                    )
                    .join(', ')} for ${monthsText(client.months)}`,
                  action: <ChangeLink step="pricing" what="boxes" />,
                },
                {
                  key: 'address',
                  label: 'Collection address',
                  value: address ? addressOneLine(address) : '',
                  action: <ChangeLink step="collectionAddress" what="collection address" />,
                },
                {
                  key: 'timeslot',
                  label: 'Collection time',
                  value: timeslot
                    ? `${prettyDay(timeslot.doorstepDate)}, ${timeslotLabel(timeslot)}`
                    : '',
                  action: <ChangeLink step="collectionTimeslot" what="collection time" />,
                },
                {
                  key: 'materials',
                  label: 'Packing materials',
                  value:
                    client.materials.length === 0
                      ? 'None'
                      : client.materials
                          .map(
                            (item) =>
                              `${item.quantity} × ${catalogue.find((m) => m.materialId === item.materialId)?.name ?? 'Material'}`,
                          )
                          .join(', '),
                  action: <ChangeLink step="materialsSelection" what="packing materials" />,
                },
              ]}
            />
            <InsuranceChoice
              legend="Insurance cover"
              hint="Cover for your things while we store them, charged monthly."
              levels={insurancePrices}
              value={coverageLimit}
              offerNoCover
              onChange={(limit) => funnel.send({ type: 'insurance.chosen', coverageLimit: limit })}
            />
            <PromoCodeField
              status={promoStatus}
              appliedCode={promotion?.promoCode}
              description={promotion?.description}
              invalidText={INVALID_PROMOTION}
              onApply={(code) => funnel.send({ type: 'promo.submitted', code })}
              onRemove={() => funnel.send({ type: 'promo.removed' })}
            />
            {basketId !== null && (
              <PaymentPanel
                checkout={checkout}
                basketId={basketId}
                cards={cards}
                total={totals.total}
              />
            )}
            <div className={styles.actions}>
              <Button
                variant="secondary"
                disabled={paying}
                onClick={() => funnel.send({ type: 'funnel.back' })}
              >
                Back
              </Button>
            </div>
          </div>
          <PriceSummary
            title="Order summary"
            lines={priceLines(totals, client.materials, catalogue)}
            months={client.months}
            monthlyTotal={totals.storageMonthly + totals.insuranceMonthly}
            total={totals.total}
            discountPercent={totals.discountPercent}
            promotion={
              promotion?.valid
                ? {
                    code: promotion.promoCode,
                    description: promotion.description,
                    amount: totals.promotionDiscount,
                  }
                : null
            }
          />
        </div>
      </StepStatus>
    </Page>
  );
}
