import { Link } from '@tanstack/react-router';
import { shallowEqual, useSelector } from '@xstate/react';
import { type ReactNode, useState } from 'react';
import type { ActorRef, Snapshot } from 'xstate';
import { type Address, type AddressInput, addressOneLine } from '../../../domain/addresses';
import type { Box } from '../../../domain/boxes';
import type { Quote } from '../../../domain/quote';
import { type BoxJob, boxJobProblem } from '../../../domain/returns';
import { Alert } from '../../../ui/Alert/Alert';
import { Button } from '../../../ui/Button/Button';
import type { QuoteSummaryProps } from '../../../ui/commerce/QuoteSummary/QuoteSummary';
import { ErrorSummary, type ErrorSummaryItem } from '../../../ui/ErrorSummary/ErrorSummary';
import { Page } from '../../../ui/layouts/Page';
import { AddressChoice } from './AddressChoice';
import { BoxChooser } from './BoxChooser';
import * as styles from './funnel.css';
import { QuotedActions, QuotedStep } from './QuotedStep';
import { StepStatus } from './StepStatus';

type AddressStepState = 'identifying' | 'loading' | 'failed' | 'savingAddress';

/** What the address step reads of a box funnel (return, collection): its `address` state. */
type BoxJobFunnel = ActorRef<
  Snapshot<unknown> & {
    matches: (value: { address: AddressStepState }) => boolean;
    hasTag: (tag: 'busy') => boolean;
    context: {
      error: string | null;
      boxes: Box[];
      boxIds: number[];
      addresses: Address[];
      addressDraft: Address | AddressInput | null;
    };
  },
  | { type: 'funnel.retry' }
  | { type: 'funnel.next' }
  | { type: 'boxes.toggled'; boxId: number }
  | { type: 'address.chosen'; address: Address | AddressInput }
>;

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
 * and the address. A funnel adds its own parts below the address (`children`) and what they
 * need before Continue (`problems`).
 */
export function BoxJobAddressStep({
  funnel,
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
  funnel: BoxJobFunnel;
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
  const at = (
    state: { matches: (value: { address: AddressStepState }) => boolean },
    sub: AddressStepState,
  ) => state.matches({ address: sub });
  const loading = useSelector(funnel, (state) => at(state, 'identifying') || at(state, 'loading'));
  const failure = useSelector(funnel, (state) =>
    at(state, 'failed') ? state.context.error : null,
  );
  const busy = useSelector(funnel, (state) => state.hasTag('busy'));
  const saving = useSelector(funnel, (state) => at(state, 'savingAddress'));
  const problem = useSelector(funnel, (state) =>
    at(state, 'failed') ? null : state.context.error,
  );
  const boxes = useSelector(
    funnel,
    (state) => state.context.boxes.filter((box) => boxJobProblem(job, box) === null),
    shallowEqual,
  );
  const chosen = useSelector(funnel, (state) => state.context.boxIds);
  const addresses = useSelector(funnel, (state) => state.context.addresses);
  const draft = useSelector(funnel, (state) => state.context.addressDraft);
  const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
  const errorFor = (fieldId: string) => errors.find((e) => e.fieldId === fieldId)?.message;
  const ids = { boxes: `${idPrefix}-boxes`, address: `${idPrefix}-address` };

  function goOn() {
    const found: ErrorSummaryItem[] = [];
    if (chosen.length === 0) found.push({ fieldId: ids.boxes, message: text.noBoxes });
    if (!draft) found.push({ fieldId: ids.address, message: text.noAddress });
    found.push(...problems());
    setErrors(found);
    if (found.length === 0) funnel.send({ type: 'funnel.next' });
  }

  return (
    <Page title={text.title}>
      <StepStatus
        loading={loading}
        error={failure}
        loadingLabel="Getting your boxes ready"
        onRetry={() => funnel.send({ type: 'funnel.retry' })}
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
            onToggle={(boxId) => funnel.send({ type: 'boxes.toggled', boxId })}
          />
          <div id={ids.address} tabIndex={-1} className={styles.stack}>
            {errorFor(ids.address) && <p role="alert">{errorFor(ids.address)}</p>}
            {addressNote}
            <AddressChoice
              legend={text.addressLegend}
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
