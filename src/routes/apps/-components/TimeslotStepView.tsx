import { shallowEqual, useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import { earliestDateText } from '../../../domain/returns';
import type { QuoteSummaryProps } from '../../../ui/commerce/QuoteSummary/QuoteSummary';
import { TimeslotPicker } from '../../../ui/commerce/TimeslotPicker/TimeslotPicker';
import { Page } from '../../../ui/layouts/Page';
import type { BasketActor } from '../../../wiring/basketActor';
import type { TimeslotStepActor } from '../../../wiring/timeslotStepActor';
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
 * Every funnel's timeslot step: the times its `timeslotStep` child loaded (loading, failed,
 * choosing, saving), the running total, Back (to the funnel) and Continue (to the step). A
 * funnel gives its words and the note under the times.
 */
export function TimeslotStepView({
  funnel,
  step,
  basket,
  text,
  note,
  summary = {},
}: {
  funnel: AnyActorRef;
  /** The funnel's `timeslotStep` child, there while the funnel is on the step. */
  step: TimeslotStepActor | undefined;
  basket: BasketActor;
  text: TimeslotStepText;
  note: string;
  /** How the running total is titled where the funnel's price is not an order's. */
  summary?: Omit<QuoteSummaryProps, 'quote'>;
}) {
  const quote = useBasketQuote(basket);
  const shown = useSelector(
    step,
    (state) => ({
      loading: state?.matches('loading') ?? true,
      failure: state?.matches('failed') ? state.context.error : null,
      saving: state?.matches('saving') ?? false,
      saveError: state?.matches('choosing') ? state.context.error : null,
      slots: state?.context.timeslots ?? [],
      fasd: state?.context.fasd ?? null,
      selected: state?.context.chosen ?? null,
    }),
    shallowEqual,
  );

  return (
    <Page title={text.title}>
      <StepStatus
        loading={shown.loading}
        error={shown.failure}
        loadingLabel={text.loadingLabel}
        onRetry={() => step?.send({ type: 'funnel.retry' })}
      >
        <QuotedStep quote={quote} {...summary}>
          <TimeslotPicker
            legend={text.legend}
            slots={shown.slots}
            selected={shown.selected}
            onSelect={(timeslot) => step?.send({ type: 'timeslot.chosen', timeslot })}
            earliestText={earliestDateText(shown.fasd) || undefined}
            note={note}
            error={shown.saveError ?? undefined}
            emptyText={text.emptyText}
          />
          <QuotedActions quote={quote} {...summary}>
            <BackAndContinue
              funnel={funnel}
              step={step}
              saving={shown.saving}
              ready={Boolean(shown.selected)}
            />
          </QuotedActions>
        </QuotedStep>
      </StepStatus>
    </Page>
  );
}
