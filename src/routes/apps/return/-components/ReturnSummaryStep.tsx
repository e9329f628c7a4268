import { RETURN_INCLUDED_TEXT } from '../../../../domain/returns';
import { Button } from '../../../../ui/Button/Button';
import { StepSummary } from '../../../../ui/commerce/StepSummary/StepSummary';
import { Page } from '../../../../ui/layouts/Page';
import type { ReturnFunnelActor } from '../../../../wiring/returnFunnelActor';
import { QuotedActions, QuotedStep, useBasketQuote } from '../../-components/QuotedStep';
import { useReturnSummaryRows } from './returnSummary';
import { useReturnBasket } from './useReturnActors';

/** Everything about the return, each part with a way to change it, and what it costs. */
export function ReturnSummaryStep({ funnel }: { funnel: ReturnFunnelActor }) {
  const rows = useReturnSummaryRows(funnel, true);
  const quote = useBasketQuote(useReturnBasket());
  return (
    <Page title="Summary">
      <QuotedStep quote={quote} title="Return price" emptyText={RETURN_INCLUDED_TEXT}>
        <StepSummary title="Your return" rows={rows} />
        <QuotedActions quote={quote} title="Return price" emptyText={RETURN_INCLUDED_TEXT}>
          <Button variant="secondary" onClick={() => funnel.send({ type: 'funnel.back' })}>
            Back
          </Button>
          <Button onClick={() => funnel.send({ type: 'funnel.next' })}>Continue to payment</Button>
        </QuotedActions>
      </QuotedStep>
    </Page>
  );
}
