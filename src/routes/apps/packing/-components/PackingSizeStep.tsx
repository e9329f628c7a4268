import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { formatPrice } from '../../../../domain/format';
import {
  MAX_PACKING_BOXES,
  MAX_PACKING_ROOMS,
  PACKERS_PER_TEAM,
  packingEstimate,
} from '../../../../domain/packing';
import { Alert } from '../../../../ui/Alert/Alert';
import { Button } from '../../../../ui/Button/Button';
import { Checkbox } from '../../../../ui/Checkbox/Checkbox';
import { QuantityStepper } from '../../../../ui/commerce/QuantityStepper/QuantityStepper';
import { Page } from '../../../../ui/layouts/Page';
import type { PackingFunnelActor } from '../../../-lib/packingFunnelActor';
import * as styles from '../../-components/funnel.css';
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
          <div className={styles.stack}>
            <QuantityStepper
              label="Rooms to pack"
              hint={`Up to ${MAX_PACKING_ROOMS}; a room fills about 12 boxes.`}
              value={rooms ?? 0}
              max={MAX_PACKING_ROOMS}
              onChange={(value) => funnel.send({ type: 'size.roomsChanged', rooms: value })}
            />
            <QuantityStepper
              label="Or boxes to fill"
              hint={`Up to ${MAX_PACKING_BOXES}. Setting one clears the other.`}
              value={boxes ?? 0}
              max={MAX_PACKING_BOXES}
              onChange={(value) => funnel.send({ type: 'size.boxesChanged', boxes: value })}
            />
            <Checkbox
              label="Bring the packing materials"
              hint={`Boxes, tape and paper for every box we pack${prices ? `, ${formatPrice(prices.perBoxPrice)} a box` : ''}.`}
              checked={materialsIncluded}
              onChange={(event) =>
                funnel.send({ type: 'size.materialsChanged', included: event.target.checked })
              }
            />
          </div>
          {estimate && (
            <p role="status">
              About {estimate.boxes} boxes: our packers need about {estimate.hours} hours.
            </p>
          )}
          {saveError && (
            <Alert type="danger" title="Your choice was not saved">
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
