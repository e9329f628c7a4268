import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import { earliestDateText } from '../../../domain/returns';
import type { Timeslot } from '../../../domain/timeslots';
import type { QuoteSummaryProps } from '../../../ui/commerce/QuoteSummary/QuoteSummary';
import { TimeslotPicker } from '../../../ui/commerce/TimeslotPicker/TimeslotPicker';
import { Page } from '../../../ui/layouts/Page';
import type { BasketActor } from '../../-lib/basketActor';
import { BackAndContinue } from './BackAndContinue';
import { QuotedActions, QuotedStep, useBasketQuote } from './QuotedStep';
import { StepStatus } from './StepStatus';

export interface TimeslotStepText {
  title: string;
  loadingLabel: string;
  legend: string;
  emptyText: string;
}

/** The words of a step choosing when we collect (the order and collection funnels). */
export const COLLECTION_TIME_TEXT: TimeslotStepText = {
  title: 'Collection time',
  loadingLabel: 'Finding collection times',
  legend: 'When should we collect?',
  emptyText: 'There are no collection times in the next two weeks. Please call us to arrange one.',
};

/**
 * Every funnel's timeslot step: the times the funnel loaded in its `step` state (loading,
 * failed, choosing, saving), the running total, Back and Continue. A funnel gives its words,
 * its timeslots and the note under them.
 */
export function TimeslotStepView({
  funnel,
  basket,
  step,
  text,
  slots,
  fasd,
  note,
  summary = {},
}: {
  funnel: AnyActorRef;
  basket: BasketActor;
  /** The funnel machine's state for the step. */
  step: string;
  text: TimeslotStepText;
  slots: Timeslot[];
  /** The first available service date, for "earliest" text. */
  fasd: string | null;
  note: string;
  /** How the running total is titled where the funnel's price is not an order's. */
  summary?: Omit<QuoteSummaryProps, 'quote'>;
}) {
  const quote = useBasketQuote(basket);
  const at = (state: { matches: (value: object) => boolean }, sub: string) =>
    state.matches({ [step]: sub });
  const loading = useSelector(funnel, (state) => at(state, 'loadingTimeslots'));
  const failure = useSelector(funnel, (state) =>
    at(state, 'failed') ? state.context.error : null,
  );
  const saving = useSelector(funnel, (state) => at(state, 'savingTimeslot'));
  const saveError = useSelector(funnel, (state) =>
    at(state, 'choosing') ? state.context.error : null,
  );
  const selected = useSelector(funnel, (state) => state.context.timeslotDraft as Timeslot | null);

  return (
    <Page title={text.title}>
      <StepStatus
        loading={loading}
        error={failure}
        loadingLabel={text.loadingLabel}
        onRetry={() => funnel.send({ type: 'funnel.retry' })}
      >
        <QuotedStep quote={quote} {...summary}>
          <TimeslotPicker
            legend={text.legend}
            slots={slots}
            selected={selected}
            onSelect={(timeslot) => funnel.send({ type: 'timeslot.chosen', timeslot })}
            earliestText={earliestDateText(fasd) || undefined}
            note={note}
            error={saveError ?? undefined}
            emptyText={text.emptyText}
          />
          <QuotedActions quote={quote} {...summary}>
            <BackAndContinue funnel={funnel} saving={saving} ready={Boolean(selected)} />
          </QuotedActions>
        </QuotedStep>
      </StepStatus>
    </Page>
  );
}
