import { shallowEqual, useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import { addressOneLine } from '../../../domain/addresses';
import { Alert } from '../../../ui/Alert/Alert';
import { Page } from '../../../ui/layouts/Page';
import type { AddressStepActor } from '../../../wiring/addressStepActor';
import type { BasketActor } from '../../../wiring/basketActor';
import { AddressChoice } from './AddressChoice';
import { BackAndContinue } from './BackAndContinue';
import { QuotedActions, QuotedStep, useBasketQuote } from './QuotedStep';
import { StepStatus } from './StepStatus';

export interface JobAddressText {
  title: string;
  legend: string;
  /** Before the chosen address: 'Delivering to'. */
  chosenLabel: string;
  /** The running total's title (the basket's own when not given). */
  summaryTitle?: string;
}

/** The funnel's own work before its address step (the order's basket): a spinner or Try again. */
export interface StepOpening {
  loading: boolean;
  failure: string | null;
  label: string;
  onRetry: () => void;
}

/**
 * Where the job happens (materials, packing, shipping from home): the addresses its
 * `addressStep` child loaded, a saved one or one found by postcode (saved as it is chosen),
 * the running total, Back (to the funnel) and Continue (to the step).
 */
export function JobAddressStep({
  funnel,
  step,
  basket,
  text,
  opening,
}: {
  funnel: AnyActorRef;
  /** The funnel's `addressStep` child, there while the funnel is on the step. */
  step: AddressStepActor | undefined;
  basket: BasketActor;
  text: JobAddressText;
  opening?: StepOpening;
}) {
  const shown = useSelector(
    step,
    (state) => ({
      loading: state?.matches('loading') ?? true,
      failure: state?.matches('failed') ? state.context.error : null,
      saving: state?.matches('saving') ?? false,
      problem: state?.matches('choosing') ? state.context.error : null,
      addresses: state?.context.addresses ?? [],
      draft: state?.context.draft ?? null,
    }),
    shallowEqual,
  );
  const quote = useBasketQuote(basket);
  const summary = text.summaryTitle === undefined ? {} : { title: text.summaryTitle };
  const failed = opening?.failure != null;

  return (
    <Page title={text.title}>
      <StepStatus
        loading={opening?.loading || shown.loading}
        error={opening?.failure ?? shown.failure}
        loadingLabel={opening?.loading ? opening.label : 'Getting your addresses'}
        onRetry={() => (failed ? opening?.onRetry() : step?.send({ type: 'funnel.retry' }))}
      >
        <QuotedStep quote={quote} {...summary}>
          {shown.problem && (
            <Alert type="danger" focusKey={shown.problem} title="Please check the address">
              {shown.problem}
            </Alert>
          )}
          <AddressChoice
            legend={text.legend}
            addresses={shown.addresses}
            draft={shown.draft}
            busy={shown.saving}
            onChoose={(address) => step?.send({ type: 'address.chosen', address })}
          />
          {shown.draft && (
            <p>
              {text.chosenLabel}: <strong>{addressOneLine(shown.draft)}</strong>
            </p>
          )}
          <QuotedActions quote={quote} {...summary}>
            <BackAndContinue
              funnel={funnel}
              step={step}
              saving={shown.saving}
              ready={shown.draft !== null}
            />
          </QuotedActions>
        </QuotedStep>
      </StepStatus>
    </Page>
  );
}
