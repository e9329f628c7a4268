import { Link } from '@tanstack/react-router';
import { shallowEqual, useSelector } from '@xstate/react';
import { useState } from 'react';
import { addressOneLine } from '../../../../domain/addresses';
import { boxJobProblem } from '../../../../domain/returns';
import { Alert } from '../../../../ui/Alert/Alert';
import { Button } from '../../../../ui/Button/Button';
import { ErrorSummary, type ErrorSummaryItem } from '../../../../ui/ErrorSummary/ErrorSummary';
import { Page } from '../../../../ui/layouts/Page';
import type { CollectionFunnelActor } from '../../../-lib/collectionFunnelActor';
import { AddressChoice } from '../../-components/AddressChoice';
import { BoxChooser } from '../../-components/BoxChooser';
import * as styles from '../../-components/funnel.css';
import { QuotedActions, QuotedStep, useBasketQuote } from '../../-components/QuotedStep';
import { StepStatus } from '../../-components/StepStatus';
import { useCollectionBasket } from './useCollectionActors';

const FIELD_IDS = { boxes: 'collect-boxes', address: 'collect-address' } as const;

/** Which boxes at home we collect, and where from. */
export function CollectAddressStep({ funnel }: { funnel: CollectionFunnelActor }) {
  const quote = useBasketQuote(useCollectionBasket());
  const loading = useSelector(
    funnel,
    (state) => state.matches({ address: 'identifying' }) || state.matches({ address: 'loading' }),
  );
  const failure = useSelector(funnel, (state) =>
    state.matches({ address: 'failed' }) ? state.context.error : null,
  );
  const busy = useSelector(funnel, (state) => state.hasTag('busy'));
  const saving = useSelector(funnel, (state) => state.matches({ address: 'savingAddress' }));
  const problem = useSelector(funnel, (state) =>
    state.matches({ address: 'failed' }) ? null : state.context.error,
  );
  const boxes = useSelector(
    funnel,
    (state) => state.context.boxes.filter((box) => boxJobProblem('collection', box) === null),
    shallowEqual,
  );
  const chosen = useSelector(funnel, (state) => state.context.boxIds);
  const addresses = useSelector(funnel, (state) => state.context.addresses);
  const draft = useSelector(funnel, (state) => state.context.addressDraft);
  const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
  const errorFor = (fieldId: string) => errors.find((e) => e.fieldId === fieldId)?.message;

  function goOn() {
    const found: ErrorSummaryItem[] = [];
    if (chosen.length === 0) {
      found.push({ fieldId: FIELD_IDS.boxes, message: 'Choose at least one box to collect' });
    }
    if (!draft) {
      found.push({ fieldId: FIELD_IDS.address, message: 'Choose the address we collect from' });
    }
    setErrors(found);
    if (found.length === 0) funnel.send({ type: 'funnel.next' });
  }

  return (
    <Page title="Collection address">
      <StepStatus
        loading={loading}
        error={failure}
        loadingLabel="Getting your boxes ready"
        onRetry={() => funnel.send({ type: 'funnel.retry' })}
      >
        <QuotedStep quote={quote}>
          <ErrorSummary errors={errors} />
          {problem && (
            <Alert type="danger" title="Some of these boxes cannot be collected yet">
              {problem}
            </Alert>
          )}
          <BoxChooser
            id={FIELD_IDS.boxes}
            legend="Boxes to collect"
            hint="We collect the boxes ticked here and store them again."
            boxes={boxes}
            chosen={chosen}
            busy={busy}
            error={errorFor(FIELD_IDS.boxes)}
            emptyText="You have no boxes at home that can be collected at the moment."
            onToggle={(boxId) => funnel.send({ type: 'boxes.toggled', boxId })}
          />
          <div id={FIELD_IDS.address} tabIndex={-1} className={styles.stack}>
            {errorFor(FIELD_IDS.address) && <p role="alert">{errorFor(FIELD_IDS.address)}</p>}
            <AddressChoice
              legend="Where should we collect from?"
              addresses={addresses}
              draft={draft}
              busy={saving}
              onChoose={(address) => funnel.send({ type: 'address.chosen', address })}
            />
            {draft && (
              <p>
                Collecting from: <strong>{addressOneLine(draft)}</strong>
              </p>
            )}
          </div>
          <QuotedActions quote={quote}>
            <Link to="/apps/my-stuff">Back to My stuff</Link>
            <Button loading={saving} disabled={busy && !saving} onClick={goOn}>
              Continue
            </Button>
          </QuotedActions>
        </QuotedStep>
      </StepStatus>
    </Page>
  );
}
