import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { orderableBoxTypes } from '../../../../domain/box-types';
import { lineItemsOf, stepPath } from '../../../../machines/orderFunnel.machine';
import { Button } from '../../../../ui/Button/Button';
import { BoxPicker } from '../../../../ui/commerce/BoxPicker/BoxPicker';
import { boxPickerItems } from '../../../../ui/commerce/BoxPicker/boxPickerItems';
import { MonthsChooser } from '../../../../ui/commerce/MonthsChooser/MonthsChooser';
import { PriceSummary } from '../../../../ui/commerce/PriceSummary/PriceSummary';
import { Page } from '../../../../ui/layouts/Page';
import type { OrderFunnelActor } from '../../../-lib/orderFunnelActor';
import * as funnelStyles from '../../-components/funnel.css';
import { StepStatus } from '../../-components/StepStatus';
import {
  furtherMonths,
  monthOptionPrices,
  orderTotals,
  priceLines,
  pricesByBoxType,
} from '../../-components/storagePrices';
import * as styles from './order.css';

const ORDERABLE_IDS = orderableBoxTypes().map((type) => type.boxTypeId);
const RETURN_TO = stepPath('collectionAddress');

/** Boxes and months, priced live; anonymous visitors may price, then sign in to go on. */
export function PricingStep({ funnel }: { funnel: OrderFunnelActor }) {
  const client = useSelector(funnel, (state) => state.context.client);
  const prices = useSelector(funnel, (state) => state.context.prices);
  const loading = useSelector(funnel, (state) => state.matches({ pricing: 'loadingPrices' }));
  const error = useSelector(funnel, (state) =>
    state.matches({ pricing: 'failed' }) ? state.context.error : null,
  );
  const askSignIn = useSelector(funnel, (state) => state.matches({ pricing: 'signInRequired' }));

  const lineItems = lineItemsOf(client);
  const totals = orderTotals({ prices, lineItems, months: client.months });
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
          <PriceSummary
            lines={priceLines(totals)}
            months={client.months}
            monthlyTotal={totals.storageMonthly}
            total={totals.storageTotal}
            discountPercent={totals.discountPercent}
            furtherMonths={furtherMonths(prices, lineItems)}
            emptyText="Choose at least one box to see a price."
            footer={
              <Button
                fullWidth
                disabled={!hasBoxes}
                onClick={() => funnel.send({ type: 'funnel.next' })}
              >
                Continue
              </Button>
            }
          />
        </div>
        {askSignIn && (
          <section className={styles.signInChoices} aria-labelledby="order-sign-in">
            <h2 id="order-sign-in">Sign in to book your collection</h2>
            <p>Your boxes and prices are kept while you sign in or create an account.</p>
            <div className={funnelStyles.actions}>
              <Link to="/apps/signin" search={{ redirect: RETURN_TO }}>
                Sign in
              </Link>
              <Link to="/apps/signup" search={{ redirect: RETURN_TO }}>
                Create an account
              </Link>
            </div>
          </section>
        )}
      </StepStatus>
    </Page>
  );
}
