import { Link } from '@tanstack/react-router';
import { shallowEqual, useSelector } from '@xstate/react';
import { formatPrice } from '../../../../domain/format';
import { PACKERS_PER_TEAM, packingEstimate } from '../../../../domain/packing';
import { NO_PACKING } from '../../../../machines/packingStep.machine';
import { Alert } from '../../../../ui/Alert/Alert';
import { Button } from '../../../../ui/Button/Button';
import { Page } from '../../../../ui/layouts/Page';
import type { PackingFunnelActor } from '../../../../wiring/packingFunnelActor';
import { PackingSizeFields } from '../../-components/PackingSizeFields';
import { QuotedActions, QuotedStep, useBasketQuote } from '../../-components/QuotedStep';
import { StepStatus } from '../../-components/StepStatus';
import { usePackingBasket } from './usePackingActors';

const SUMMARY = { title: 'Your packing', emptyText: 'Tell us how much there is to pack.' };

/**
 * How much there is to pack, in rooms or in boxes (one clears the other), and whether our
 * packers bring the materials; the hours follow from it, the price is the server's.
 */
export function PackingSizeStep({ funnel }: { funnel: PackingFunnelActor }) {
  const step = useSelector(funnel, (state) => state.children.packingStep);
  const shown = useSelector(
    step,
    (state) => ({
      // Before the step: the session is still saying who the customer is.
      loading: state?.matches('loading') ?? true,
      failure: state?.matches('failed') ? state.context.error : null,
      saveError: state?.matches('choosing') ? state.context.error : null,
      updating: state?.matches('updating') ?? false,
      packing: state?.context.packing ?? NO_PACKING,
      prices: state?.context.prices ?? null,
    }),
    shallowEqual,
  );
  const { loading, failure, saveError, updating, prices } = shown;
  const { rooms, boxes, materialsIncluded } = shown.packing;
  const estimate = packingEstimate({ rooms, boxes });
  const quote = useBasketQuote(usePackingBasket());

  return (
    <Page title="What shall we pack?">
      <StepStatus
        loading={loading}
        error={failure}
        loadingLabel="Getting your booking ready"
        onRetry={() => step?.send({ type: 'funnel.retry' })}
      >
        <QuotedStep quote={quote} {...SUMMARY}>
          <p>
            A team of {PACKERS_PER_TEAM} packers comes to your home and packs everything into boxes,
            ready for collection
            {prices ? `, for ${formatPrice(prices.teamHourlyPrice)} an hour` : ''}. Tell us the
            rooms, or the boxes if you know.
          </p>
          <PackingSizeFields
            size={{ rooms, boxes }}
            materialsIncluded={materialsIncluded}
            prices={prices}
            onRooms={(value) => step?.send({ type: 'packing.roomsChanged', rooms: value })}
            onBoxes={(value) => step?.send({ type: 'packing.boxesChanged', boxes: value })}
            onMaterials={(included) => step?.send({ type: 'packing.materialsChanged', included })}
          />
          {saveError && (
            <Alert type="danger" focusKey={saveError} title="Your choice was not saved">
              {saveError}
            </Alert>
          )}
          <QuotedActions quote={quote} {...SUMMARY}>
            <Link to="/">Back to the home page</Link>
            <Button
              disabled={estimate === null || updating}
              onClick={() => step?.send({ type: 'funnel.next' })}
            >
              Continue
            </Button>
          </QuotedActions>
        </QuotedStep>
      </StepStatus>
    </Page>
  );
}
