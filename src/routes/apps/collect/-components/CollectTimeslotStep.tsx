import { useSelector } from '@xstate/react';
import { isSaturday } from '../../../../domain/calendar';
import { earliestDateText } from '../../../../domain/returns';
import { collectionDaysNote } from '../../../../domain/timeslots';
import { Button } from '../../../../ui/Button/Button';
import { TimeslotPicker } from '../../../../ui/commerce/TimeslotPicker/TimeslotPicker';
import { Page } from '../../../../ui/layouts/Page';
import type { CollectionFunnelActor } from '../../../-lib/collectionFunnelActor';
import { QuotedActions, QuotedStep, useBasketQuote } from '../../-components/QuotedStep';
import { StepStatus } from '../../-components/StepStatus';
import { useCollectionBasket } from './useCollectionActors';

export function CollectTimeslotStep({ funnel }: { funnel: CollectionFunnelActor }) {
  const quote = useBasketQuote(useCollectionBasket());
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
            earliestText={earliest || undefined}
            note={collectionDaysNote(slots.some((slot) => isSaturday(slot.doorstepDate)))}
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
