import { useSelector } from '@xstate/react';
import { formatDayMonth, formatWeekday } from '../../../../domain/dates';
import { Alert } from '../../../../ui/Alert/Alert';
import { RadioCards } from '../../../../ui/commerce/RadioCards/RadioCards';
import { Page } from '../../../../ui/layouts/Page';
import type { ShippingFunnelActor } from '../../../../wiring/shippingFunnelActor';
import { BackAndContinue } from '../../-components/BackAndContinue';
import * as styles from '../../-components/funnel.css';
import { QuotedActions, QuotedStep, useBasketQuote } from '../../-components/QuotedStep';
import { StepStatus } from '../../-components/StepStatus';
import { useShippingBasket } from './useShippingActors';

const SUMMARY = { title: 'Your shipment' };

/** The working day the boxes leave our store; the transit time follows from it. */
export function DispatchStep({ funnel }: { funnel: ShippingFunnelActor }) {
  const loading = useSelector(funnel, (state) => state.matches({ dispatch: 'loading' }));
  const failure = useSelector(funnel, (state) =>
    state.matches({ dispatch: 'failed' }) ? state.context.error : null,
  );
  const saving = useSelector(funnel, (state) => state.matches({ dispatch: 'saving' }));
  const refusal = useSelector(funnel, (state) =>
    state.matches({ dispatch: 'choosing' }) ? state.context.error : null,
  );
  const days = useSelector(funnel, (state) => state.context.dispatchDays);
  const chosen = useSelector(funnel, (state) => state.context.dispatchDate);
  const transit = useSelector(
    funnel,
    (state) =>
      state.context.countries.find(
        (country) => country.code === state.context.destination.countryCode,
      )?.transitDays ?? null,
  );
  const quote = useBasketQuote(useShippingBasket());

  return (
    <Page title="Dispatch day">
      <StepStatus
        loading={loading}
        error={failure}
        loadingLabel="Finding dispatch days"
        onRetry={() => funnel.send({ type: 'funnel.retry' })}
      >
        <QuotedStep quote={quote} {...SUMMARY}>
          {refusal && (
            <Alert type="danger" focusKey={refusal} title="Please choose another day">
              {refusal}
            </Alert>
          )}
          <div className={styles.stack}>
            <RadioCards
              legend="When should they leave our store?"
              hint={
                transit ? `Then ${transit.min}–${transit.max} working days to the door.` : undefined
              }
              layout="grid"
              value={chosen}
              onChange={(date) => funnel.send({ type: 'dispatch.chosen', date })}
              options={days.map((day) => ({
                value: day,
                label: `${formatWeekday(day).slice(0, 3)} ${formatDayMonth(day)}`,
              }))}
            />
          </div>
          <QuotedActions quote={quote} {...SUMMARY}>
            <BackAndContinue funnel={funnel} saving={saving} ready={chosen !== null} />
          </QuotedActions>
        </QuotedStep>
      </StepStatus>
    </Page>
  );
}
