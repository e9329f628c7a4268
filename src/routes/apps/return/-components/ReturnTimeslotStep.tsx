import { useSelector } from '@xstate/react';
import { earliestDateText, RETURN_INCLUDED_TEXT } from '../../../../domain/returns';
import { RETURN_DAYS_NOTE } from '../../../../domain/timeslots';
import { Button } from '../../../../ui/Button/Button';
import { TimeslotPicker } from '../../../../ui/commerce/TimeslotPicker/TimeslotPicker';
import { Page } from '../../../../ui/layouts/Page';
import type { ReturnFunnelActor } from '../../../-lib/returnFunnelActor';
import { QuotedActions, QuotedStep, useBasketQuote } from '../../-components/QuotedStep';
import { StepStatus } from '../../-components/StepStatus';
import { useReturnBasket } from './useReturnActors';

/** When the boxes come back: weekdays only, never a Saturday (174) or a bank holiday. */
export function ReturnTimeslotStep({ funnel }: { funnel: ReturnFunnelActor }) {
  const quote = useBasketQuote(useReturnBasket());
  const loading = useSelector(funnel, (state) => state.matches({ timeslot: 'loadingTimeslots' }));
  const failure = useSelector(funnel, (state) =>
    state.matches({ timeslot: 'failed' }) ? state.context.error : null,
  );
  const saving = useSelector(funnel, (state) => state.matches({ timeslot: 'savingTimeslot' }));
  const saveError = useSelector(funnel, (state) =>
    state.matches({ timeslot: 'choosing' }) ? state.context.error : null,
  );
  const slots = useSelector(funnel, (state) => state.context.timeslots);
  const fasd = useSelector(funnel, (state) => state.context.fasd);
  const selected = useSelector(funnel, (state) => state.context.timeslotDraft);
  const earliest = earliestDateText(fasd);

  return (
    <Page title="Delivery time">
      <StepStatus
        loading={loading}
        error={failure}
        loadingLabel="Finding delivery times"
        onRetry={() => funnel.send({ type: 'funnel.retry' })}
      >
        <QuotedStep quote={quote} title="Return price" emptyText={RETURN_INCLUDED_TEXT}>
          <TimeslotPicker
            legend="When should we bring your boxes back?"
            slots={slots}
            selected={selected}
            onSelect={(timeslot) => funnel.send({ type: 'timeslot.chosen', timeslot })}
            earliestText={earliest || undefined}
            note={RETURN_DAYS_NOTE}
            error={saveError ?? undefined}
            emptyText="There are no delivery times in the next two weeks. Please call us to arrange one."
          />
          <QuotedActions quote={quote} title="Return price" emptyText={RETURN_INCLUDED_TEXT}>
            <Button variant="secondary" onClick={() => funnel.send({ type: 'funnel.back' })}>
              Back
            </Button>
            <Button
              loading={saving}
              disabled={!selected}
              onClick={() => funnel.send({ type: 'funnel.next' })}
            >
              Continue
            </Button>
          </QuotedActions>
        </QuotedStep>
      </StepStatus>
    </Page>
  );
}
