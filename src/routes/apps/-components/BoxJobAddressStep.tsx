import { Link } from '@tanstack/react-router';
import { shallowEqual, useSelector } from '@xstate/react';
import { type ReactNode, useState } from 'react';
import { addressOneLine } from '../../../domain/addresses';
import type { Quote } from '../../../domain/quote';
import { type BoxJob, boxJobProblem } from '../../../domain/returns';
import { Alert } from '../../../ui/Alert/Alert';
import { Button } from '../../../ui/Button/Button';
import type { QuoteSummaryProps } from '../../../ui/commerce/QuoteSummary/QuoteSummary';
import { ErrorSummary, type ErrorSummaryItem } from '../../../ui/ErrorSummary/ErrorSummary';
import { Page } from '../../../ui/layouts/Page';
import type { BoxAddressStepActor } from '../../../wiring/boxAddressStepActor';
import { AddressChoice } from './AddressChoice';
import { BoxChooser } from './BoxChooser';
import * as styles from './funnel.css';
import { QuotedActions, QuotedStep } from './QuotedStep';
import { StepStatus } from './StepStatus';

export interface BoxJobAddressText {
  title: string;
  /** Above a box the funnel cannot take (already booked, detained…). */
  problemTitle: string;
  boxesLegend: string;
  boxesHint: string;
  boxesEmpty: string;
  noBoxes: string;
  addressLegend: string;
  noAddress: string;
  /** Before the chosen address: 'Delivering to'. */
  chosenLabel: string;
}

/**
 * The first step of a funnel for boxes the customer has (a return, a collection): which boxes,
 * and the address, as its `boxAddressStep` child has them. A funnel adds its own parts below
 * the address (`children`) and what they need before Continue (`problems`).
 */
export function BoxJobAddressStep({
  step,
  job,
  quote,
  summary = {},
  text,
  idPrefix,
  addressNote,
  addressFooter,
  problems = () => [],
  children,
}: {
  /** The funnel's `boxAddressStep` child, there once the session is known. */
  step: BoxAddressStepActor | undefined;
  job: BoxJob;
  quote: Quote | null;
  summary?: Omit<QuoteSummaryProps, 'quote'>;
  text: BoxJobAddressText;
  /** Field ids start with it, so the error summary can link to them. */
  idPrefix: string;
  /** Shown above the address choice, and below the address chosen. */
  addressNote?: ReactNode;
  addressFooter?: ReactNode;
  /** The funnel's own fields' problems, checked with the boxes and the address. */
  problems?: () => ErrorSummaryItem[];
  children?: (errorFor: (fieldId: string) => string | undefined) => ReactNode;
}) {
  const shown = useSelector(
    step,
    (state) => ({
      loading: state?.matches('loading') ?? true,
      failure: state?.matches('failed') ? state.context.error : null,
      busy: state?.hasTag('busy') ?? true,
      saving: state?.matches('savingAddress') ?? false,
      problem: state && !state.matches('failed') ? state.context.error : null,
      chosen: state?.context.boxIds ?? [],
      addresses: state?.context.addresses ?? [],
      draft: state?.context.draft ?? null,
    }),
    shallowEqual,
  );
  const { loading, failure, busy, saving, problem, chosen, addresses, draft } = shown;
  const boxes = useSelector(
    step,
    (state) => state?.context.boxes.filter((box) => boxJobProblem(job, box) === null) ?? [],
    shallowEqual,
  );
  const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
  const errorFor = (fieldId: string) => errors.find((e) => e.fieldId === fieldId)?.message;
  const ids = { boxes: `${idPrefix}-boxes`, address: `${idPrefix}-address` };

  function goOn() {
    const found: ErrorSummaryItem[] = [];
    if (chosen.length === 0) found.push({ fieldId: ids.boxes, message: text.noBoxes });
    if (!draft) found.push({ fieldId: ids.address, message: text.noAddress });
    found.push(...problems());
    setErrors(found);
    if (found.length === 0) step?.send({ type: 'funnel.next' });
  }

  return (
    <Page title={text.title}>
      <StepStatus
        loading={loading}
        error={failure}
        loadingLabel="Getting your boxes ready"
        onRetry={() => step?.send({ type: 'funnel.retry' })}
      >
        <QuotedStep quote={quote} {...summary}>
          <ErrorSummary errors={errors} />
          {problem && (
            <Alert type="danger" focusKey={problem} title={text.problemTitle}>
              {problem}
            </Alert>
          )}
          <BoxChooser
            id={ids.boxes}
            legend={text.boxesLegend}
            hint={text.boxesHint}
            boxes={boxes}
            chosen={chosen}
            busy={busy}
            error={errorFor(ids.boxes)}
            emptyText={text.boxesEmpty}
            onToggle={(boxId) => step?.send({ type: 'boxes.toggled', boxId })}
          />
          <div id={ids.address} tabIndex={-1} className={styles.stack}>
            {errorFor(ids.address) && <p role="alert">{errorFor(ids.address)}</p>}
            {addressNote}
            <AddressChoice
              legend={text.addressLegend}
              addresses={addresses}
              draft={draft}
              busy={saving}
              onChoose={(address) => step?.send({ type: 'address.chosen', address })}
            />
            {draft && (
              <p>
                {text.chosenLabel}: <strong>{addressOneLine(draft)}</strong>
              </p>
            )}
            {addressFooter}
          </div>
          {children?.(errorFor)}
          <QuotedActions quote={quote} {...summary}>
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
