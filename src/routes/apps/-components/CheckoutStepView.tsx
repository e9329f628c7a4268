import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect } from 'react';
import type { ActorRef, Snapshot } from 'xstate';
import type { Card } from '../../../domain/cards';
import { Button } from '../../../ui/Button/Button';
import {
  QuoteAside,
  QuoteBar,
  type QuoteSummaryProps,
} from '../../../ui/commerce/QuoteSummary/QuoteSummary';
import { Page } from '../../../ui/layouts/Page';
import type { BasketActor } from '../../../wiring/basketActor';
import type { CheckoutActor } from '../../../wiring/checkoutActor';
import type { CheckoutStepActor } from '../../../wiring/checkoutStepActor';
import * as styles from './funnel.css';
import { PaymentPanel } from './PaymentPanel';
import { useBasketQuote, useLastQuote } from './QuotedStep';
import { StepStatus } from './StepStatus';
import { WaitingPaymentOffer } from './WaitingPaymentOffer';

/**
 * What the checkout step reads of any funnel: the kit's checkout step while it loads, the
 * basket and the cards.
 */
type FunnelAtCheckout = ActorRef<
  Snapshot<unknown> & {
    children: { checkoutStep?: CheckoutStepActor };
    context: { basketId: number | null; cards: Card[] };
  },
  { type: 'funnel.back' }
>;

/**
 * Every funnel's checkout step: while the kit's checkout step loads what checkout shows, a
 * spinner (or the error with Try again); then what is being bought (`children`: the summary and the funnel's
 * own choices), the server's total, the payment panel and Back. A funnel gives its words.
 */
export function CheckoutStepView({
  funnel,
  checkout,
  basket,
  loadingLabel,
  freeLabel,
  settling = false,
  summary,
  children,
}: {
  funnel: FunnelAtCheckout;
  checkout: CheckoutActor;
  basket: BasketActor;
  loadingLabel: string;
  /** The button of an order with nothing to pay. */
  freeLabel?: string;
  /** A change that moves the total is being saved: payment waits for the new total. */
  settling?: boolean;
  /** How the total is titled. */
  summary: Omit<QuoteSummaryProps, 'quote'>;
  children: ReactNode;
}) {
  const step = useSelector(funnel, (state) => state.children.checkoutStep);
  const loading = useSelector(step, (state) => state?.hasTag('busy') ?? false);
  const failure = useSelector(step, (state) =>
    state?.matches('failed') ? state.context.error : null,
  );
  const basketId = useSelector(funnel, (state) => state.context.basketId);
  const cards = useSelector(funnel, (state) => state.context.cards);
  const paying = useSelector(checkout, (state) => state.hasTag('busy'));
  const waitingForBank = useSelector(
    checkout,
    (state) => state.matches('waitingForBank') || state.matches('abandoning'),
  );
  const quote = useBasketQuote(basket);
  // The payment form stays (with what was typed) while a change asks the quote again.
  const lastQuote = useLastQuote(basket);

  // A payment of this basket may be waiting for the bank's check with none open here.
  useEffect(() => {
    if (basketId !== null) checkout.send({ type: 'checkout.inspect', basketId });
  }, [checkout, basketId]);

  return (
    <Page title="Checkout">
      <StepStatus
        loading={loading}
        error={failure}
        loadingLabel={loadingLabel}
        onRetry={() => step?.send({ type: 'funnel.retry' })}
      >
        <div className={styles.stepGrid}>
          <div className={styles.stack}>
            {/* First: nothing else about this order matters until it is finished or abandoned. */}
            {waitingForBank && <WaitingPaymentOffer checkout={checkout} />}
            {children}
            <QuoteBar quote={quote} {...summary} />
            {basketId !== null && lastQuote && !waitingForBank && (
              <fieldset disabled={settling || quote === null} className={styles.fieldset}>
                <PaymentPanel
                  checkout={checkout}
                  basketId={basketId}
                  cards={cards}
                  total={lastQuote.total}
                  freeLabel={freeLabel}
                  monthlyPayments={lastQuote.monthlyPayments}
                />
              </fieldset>
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
          <QuoteAside quote={quote} {...summary} />
        </div>
      </StepStatus>
    </Page>
  );
}
