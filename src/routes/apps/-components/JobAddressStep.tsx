import { useSelector } from '@xstate/react';
import type { ActorRef, Snapshot } from 'xstate';
import { type Address, type AddressInput, addressOneLine } from '../../../domain/addresses';
import { Alert } from '../../../ui/Alert/Alert';
import { Page } from '../../../ui/layouts/Page';
import type { BasketActor } from '../../-lib/basketActor';
import { AddressChoice } from './AddressChoice';
import { BackAndContinue } from './BackAndContinue';
import { QuotedActions, QuotedStep, useBasketQuote } from './QuotedStep';
import { StepStatus } from './StepStatus';

type JobAddressState = 'loading' | 'failed' | 'choosing' | 'savingAddress';

/** What the step reads of a funnel whose job comes to an address (materials, packing). */
type JobAddressFunnel = ActorRef<
  Snapshot<unknown> & {
    matches: (value: { address: JobAddressState }) => boolean;
    context: {
      error: string | null;
      addresses: Address[];
      addressDraft: Address | AddressInput | null;
    };
  },
  | { type: 'funnel.retry' }
  | { type: 'funnel.next' }
  | { type: 'funnel.back' }
  | { type: 'address.chosen'; address: Address | AddressInput }
>;

export interface JobAddressText {
  title: string;
  legend: string;
  /** Before the chosen address: 'Delivering to'. */
  chosenLabel: string;
  /** The running total's title. */
  summaryTitle: string;
}

/** Where the job happens: a saved address, or one found by postcode (saved as it is chosen). */
export function JobAddressStep({
  funnel,
  basket,
  text,
}: {
  funnel: JobAddressFunnel;
  basket: BasketActor;
  text: JobAddressText;
}) {
  const at = (
    state: { matches: (value: { address: JobAddressState }) => boolean },
    sub: JobAddressState,
  ) => state.matches({ address: sub });
  const loading = useSelector(funnel, (state) => at(state, 'loading'));
  const failure = useSelector(funnel, (state) =>
    at(state, 'failed') ? state.context.error : null,
  );
  const saving = useSelector(funnel, (state) => at(state, 'savingAddress'));
  const problem = useSelector(funnel, (state) =>
    at(state, 'choosing') ? state.context.error : null,
  );
  const addresses = useSelector(funnel, (state) => state.context.addresses);
  const draft = useSelector(funnel, (state) => state.context.addressDraft);
  const quote = useBasketQuote(basket);
  const summary = { title: text.summaryTitle };

  return (
    <Page title={text.title}>
      <StepStatus
        loading={loading}
        error={failure}
        loadingLabel="Getting your addresses"
        onRetry={() => funnel.send({ type: 'funnel.retry' })}
      >
        <QuotedStep quote={quote} {...summary}>
          {problem && (
            <Alert type="danger" title="Please check the address">
              {problem}
            </Alert>
          )}
          <AddressChoice
            legend={text.legend}
            addresses={addresses}
            draft={draft}
            busy={saving}
            onChoose={(address) => funnel.send({ type: 'address.chosen', address })}
          />
          {draft && (
            <p>
              {text.chosenLabel}: <strong>{addressOneLine(draft)}</strong>
            </p>
          )}
          <QuotedActions quote={quote} {...summary}>
            <BackAndContinue funnel={funnel} saving={saving} ready={draft !== null} />
          </QuotedActions>
        </QuotedStep>
      </StepStatus>
    </Page>
  );
}
