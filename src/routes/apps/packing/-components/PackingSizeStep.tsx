import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { formatPrice } from '../../../../domain/format';
import { PACKERS_PER_TEAM, packingEstimate } from '../../../../domain/packing';
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
  const loading = useSelector(
    funnel,
    (state) => state.matches({ size: 'identifying' }) || state.matches({ size: 'opening' }),
  );
  const failure = useSelector(funnel, (state) =>
    state.matches({ size: 'failed' }) ? state.context.error : null,
  );
  const saveError = useSelector(funnel, (state) =>
    state.matches({ size: 'choosing' }) ? state.context.error : null,
  );
  const updating = useSelector(funnel, (state) => state.matches({ size: 'updating' }));
  const rooms = useSelector(funnel, (state) => state.context.rooms);
  const boxes = useSelector(funnel, (state) => state.context.boxes);
  const materialsIncluded = useSelector(funnel, (state) => state.context.materialsIncluded);
  const prices = useSelector(funnel, (state) => state.context.prices);
  const estimate = packingEstimate({ rooms, boxes });
  const quote = useBasketQuote(usePackingBasket());

  return (
    <Page title="What shall we pack?">
      <StepStatus
        loading={loading}
        error={failure}
        loadingLabel="Getting your booking ready"
        onRetry={() => funnel.send({ type: 'funnel.retry' })}
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
            onRooms={(value) => funnel.send({ type: 'size.roomsChanged', rooms: value })}
            onBoxes={(value) => funnel.send({ type: 'size.boxesChanged', boxes: value })}
            onMaterials={(included) => funnel.send({ type: 'size.materialsChanged', included })}
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
              onClick={() => funnel.send({ type: 'funnel.next' })}
            >
              Continue
            </Button>
          </QuotedActions>
        </QuotedStep>
      </StepStatus>
    </Page>
  );
}
