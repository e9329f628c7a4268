import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { lineItemsOf } from '../../../../domain/baskets';
import { orderableBoxTypes } from '../../../../domain/box-types';
import { funnelStepPath, ORDER_FUNNEL } from '../../../../domain/funnels';
import { Alert } from '../../../../ui/Alert/Alert';
import { Button } from '../../../../ui/Button/Button';
import { button as buttonStyle } from '../../../../ui/Button/Button.css';
import { BoxPicker } from '../../../../ui/commerce/BoxPicker/BoxPicker';
import { boxPickerItems } from '../../../../ui/commerce/BoxPicker/boxPickerItems';
import { LinkButton } from '../../../../ui/commerce/LinkButton/LinkButton';
import { MonthsChooser } from '../../../../ui/commerce/MonthsChooser/MonthsChooser';
import { QuoteAside, QuoteBar } from '../../../../ui/commerce/QuoteSummary/QuoteSummary';
import { Page } from '../../../../ui/layouts/Page';
import type { OrderFunnelActor } from '../../../../wiring/orderFunnelActor';
import * as funnelStyles from '../../-components/funnel.css';
import { StepStatus } from '../../-components/StepStatus';
import { monthOptionPrices, pricesByBoxType } from '../../-components/storagePrices';
import * as styles from './order.css';

const ORDERABLE_IDS = orderableBoxTypes().map((type) => type.boxTypeId);
const RETURN_TO = funnelStepPath(ORDER_FUNNEL, 'collectionAddress');

/** Boxes and months, priced live; anonymous visitors may price, then sign in to go on. */
export function PricingStep({ funnel }: { funnel: OrderFunnelActor }) {
  const client = useSelector(funnel, (state) => state.context.client);
  const prices = useSelector(funnel, (state) => state.context.prices);
  const loading = useSelector(funnel, (state) => state.matches({ pricing: 'loadingPrices' }));
  const error = useSelector(funnel, (state) =>
    state.matches({ pricing: 'failed' }) ? state.context.error : null,
  );
  const askSignIn = useSelector(funnel, (state) => state.matches({ pricing: 'signInRequired' }));

  const quote = useSelector(funnel, (state) =>
    state.matches({ pricing: 'quoting' }) ? null : state.context.draftQuote,
  );
  const quoteError = useSelector(funnel, (state) =>
    state.matches({ pricing: 'ready' }) && state.context.draftQuote === null
      ? state.context.error
      : null,
  );
  const lineItems = lineItemsOf(client);
  const hasBoxes = lineItems.length > 0;

  return (
    <Page title="Your boxes">
      <StepStatus
        loading={loading}
        error={error}
        loadingLabel="Loading prices"
        onRetry={() => funnel.send({ type: 'funnel.retry' })}
      >
        <div className={funnelStyles.stepGrid}>
          <div className={funnelStyles.stack}>
            <BoxPicker
              legend="What would you like to store?"
              entries={boxPickerItems(
                lineItems,
                pricesByBoxType(prices, ORDERABLE_IDS, lineItems, client.months),
              )}
              onChange={(boxTypeId, quantity) =>
                funnel.send({ type: 'pricing.quantityChanged', boxTypeId, quantity })
              }
            />
            <MonthsChooser
              legend="How long for?"
              hint="You can collect your things sooner; longer terms cost less each month."
              value={client.months}
              prices={monthOptionPrices(prices, lineItems)}
              onChange={(months) => funnel.send({ type: 'pricing.monthsChanged', months })}
            />
          </div>
          <div className={funnelStyles.summaryColumn}>
            {quoteError && (
              <Alert type="danger" title="We could not work out your price">
                {quoteError}{' '}
                <LinkButton onClick={() => funnel.send({ type: 'funnel.retry' })}>
                  Try again
                </LinkButton>
              </Alert>
            )}
            {hasBoxes ? (
              <>
                <QuoteAside quote={quote} />
                <QuoteBar quote={quote} />
              </>
            ) : (
              <p className={funnelStyles.muted}>Choose at least one box to see a price.</p>
            )}
            <Button
              fullWidth
              disabled={!hasBoxes}
              onClick={() => funnel.send({ type: 'funnel.next' })}
            >
              Continue
            </Button>
            {askSignIn && <SignInPrompt />}
          </div>
        </div>
      </StepStatus>
    </Page>
  );
}

/**
 * Shown beside Continue when a visitor who is not signed in presses it. Focus moves to its
 * heading, which scrolls it into view and has screen readers read it out.
 */
function SignInPrompt() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section className={styles.signInChoices} aria-labelledby="order-sign-in">
      <h2 id="order-sign-in" ref={heading} tabIndex={-1} className={styles.signInHeading}>
        Sign in to book your collection
      </h2>
      <p className={styles.signInText}>
        Your boxes and prices are kept while you sign in or create an account.
      </p>
      <div className={funnelStyles.actions}>
        <Link
          to="/apps/signin"
          search={{ redirect: RETURN_TO }}
          className={buttonStyle({ variant: 'primary' })}
        >
          Sign in
        </Link>
        <Link
          to="/apps/signup"
          search={{ redirect: RETURN_TO }}
          className={buttonStyle({ variant: 'secondary' })}
        >
          Create an account
        </Link>
      </div>
    </section>
  );
}
