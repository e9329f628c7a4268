import { useSelector } from '@xstate/react';
import { earliestDateText } from '../../../../domain/returns';
import { collectionDaysNote } from '../../../../domain/timeslots';
import { Button } from '../../../../ui/Button/Button';
import { TimeslotPicker } from '../../../../ui/commerce/TimeslotPicker/TimeslotPicker';
import { Page } from '../../../../ui/layouts/Page';
import type { OrderFunnelActor } from '../../../-lib/orderFunnelActor';
import { QuotedActions, QuotedStep, useBasketQuote } from '../../-components/QuotedStep';
import { StepStatus } from '../../-components/StepStatus';
import { useBasket } from './useOrderActors';

export function TimeslotStep({ funnel }: { funnel: OrderFunnelActor }) {
  const quote = useBasketQuote(useBasket());
  const loading = useSelector(funnel, (state) =>
    state.matches({ collectionTimeslot: 'loadingTimeslots' }),
  );
  const failure = useSelector(funnel, (state) =>
    state.matches({ collectionTimeslot: 'failed' }) ? state.context.error : null,
  );
  const saving = useSelector(funnel, (state) =>
    state.matches({ collectionTimeslot: 'savingTimeslot' }),
  );
  const saveError = useSelector(funnel, (state) =>
    state.matches({ collectionTimeslot: 'choosing' }) ? state.context.error : null,
  );
  const slots = useSelector(funnel, (state) => state.context.client.timeslots);
  const fasd = useSelector(funnel, (state) => state.context.client.fasd);
  const selected = useSelector(funnel, (state) => state.context.timeslotDraft);
  const inHouse = useSelector(funnel, (state) => state.context.inHouseCollection);

  return (
    <Page title="Collection time">
      <StepStatus
        loading={loading}
        error={failure}
        loadingLabel="Finding collection times"
        onRetry={() => funnel.send({ type: 'funnel.retry' })}
      >
        <QuotedStep quote={quote}>
          <TimeslotPicker
            legend="When should we collect?"
            slots={slots}
            selected={selected}
            onSelect={(timeslot) => funnel.send({ type: 'timeslot.chosen', timeslot })}
            earliestText={earliestDateText(fasd) || undefined}
            note={collectionDaysNote(inHouse)}
            error={saveError ?? undefined}
            emptyText="There are no collection times in the next two weeks. Please call us to arrange one."
          />
          <QuotedActions quote={quote}>
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
