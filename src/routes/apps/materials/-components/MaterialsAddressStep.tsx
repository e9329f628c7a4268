import { useSelector } from '@xstate/react';
import { addressOneLine } from '../../../../domain/addresses';
import { Alert } from '../../../../ui/Alert/Alert';
import { Page } from '../../../../ui/layouts/Page';
import type { MaterialsFunnelActor } from '../../../-lib/materialsFunnelActor';
import { AddressChoice } from '../../-components/AddressChoice';
import { BackAndContinue } from '../../-components/BackAndContinue';
import { QuotedActions, QuotedStep, useBasketQuote } from '../../-components/QuotedStep';
import { StepStatus } from '../../-components/StepStatus';
import { useMaterialsBasket } from './useMaterialsActors';

const SUMMARY = { title: 'Your materials' };

/** Where the materials go: a saved address, or one found by postcode. */
export function MaterialsAddressStep({ funnel }: { funnel: MaterialsFunnelActor }) {
  const loading = useSelector(funnel, (state) => state.matches({ address: 'loading' }));
  const failure = useSelector(funnel, (state) =>
    state.matches({ address: 'failed' }) ? state.context.error : null,
  );
  const saving = useSelector(funnel, (state) => state.matches({ address: 'savingAddress' }));
  const problem = useSelector(funnel, (state) =>
    state.matches({ address: 'choosing' }) ? state.context.error : null,
  );
  const addresses = useSelector(funnel, (state) => state.context.addresses);
  const draft = useSelector(funnel, (state) => state.context.addressDraft);
  const quote = useBasketQuote(useMaterialsBasket());

  return (
    <Page title="Delivery address">
      <StepStatus
        loading={loading}
        error={failure}
        loadingLabel="Getting your addresses"
        onRetry={() => funnel.send({ type: 'funnel.retry' })}
      >
        <QuotedStep quote={quote} {...SUMMARY}>
          {problem && (
            <Alert type="danger" title="Please check the address">
              {problem}
            </Alert>
          )}
          <AddressChoice
            legend="Where should we deliver?"
            addresses={addresses}
            draft={draft}
            busy={saving}
            onChoose={(address) => funnel.send({ type: 'address.chosen', address })}
          />
          {draft && (
            <p>
              Delivering to: <strong>{addressOneLine(draft)}</strong>
            </p>
          )}
          <QuotedActions quote={quote} {...SUMMARY}>
            <BackAndContinue funnel={funnel} saving={saving} ready={draft !== null} />
          </QuotedActions>
        </QuotedStep>
      </StepStatus>
    </Page>
  );
}
