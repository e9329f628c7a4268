import { shallowEqual, useSelector } from '@xstate/react';
import { prettyDay } from '../../../../domain/dates';
import { formatPrice } from '../../../../domain/format';
import { PACKERS_PER_TEAM } from '../../../../domain/packing';
import type { Timeslot } from '../../../../domain/timeslots';
import {
  NO_PACKING,
  type PackingStepEvent,
  packingIsReady,
} from '../../../../machines/packingStep.machine';
import { Alert } from '../../../../ui/Alert/Alert';
import { RadioCards } from '../../../../ui/commerce/RadioCards/RadioCards';
import { TimeslotPicker } from '../../../../ui/commerce/TimeslotPicker/TimeslotPicker';
import { Page } from '../../../../ui/layouts/Page';
import type { OrderFunnelActor } from '../../../../wiring/orderFunnelActor';
import { BackAndContinue } from '../../-components/BackAndContinue';
import { PackingSizeFields } from '../../-components/PackingSizeFields';
import { QuotedActions, QuotedStep, useBasketQuote } from '../../-components/QuotedStep';
import { StepStatus } from '../../-components/StepStatus';
import { useBasket } from './useOrderActors';

const NO_SLOTS: Timeslot[] = [];

/**
 * Our packers, offered before checkout and chosen only by the customer: how much to pack, the
 * materials, and a window on a day before the collection. Each choice is priced by the server.
 */
export function PackingStep({ funnel }: { funnel: OrderFunnelActor }) {
  const step = useSelector(funnel, (state) => state.children.packingStep);
  const shown = useSelector(
    step,
    (state) => ({
      loading: state?.matches('loading') ?? true,
      failure: state?.matches('failed') ? state.context.error : null,
      updating: state?.matches('updating') ?? false,
      problem: state?.matches('choosing') ? state.context.error : null,
      packing: state?.context.packing ?? NO_PACKING,
      prices: state?.context.prices ?? null,
      slots: state?.context.timeslots ?? NO_SLOTS,
    }),
    shallowEqual,
  );
  const { loading, failure, updating, problem, packing, prices, slots } = shown;
  const collectionDay = useSelector(funnel, (state) => state.context.timeslot?.doorstepDate);
  const quote = useBasketQuote(useBasket());
  const send = (event: PackingStepEvent) => step?.send(event);

  return (
    <Page title="Packing service">
      <StepStatus
        loading={loading}
        error={failure}
        loadingLabel="Finding times our packers are free"
        onRetry={() => send({ type: 'funnel.retry' })}
      >
        <QuotedStep quote={quote}>
          <RadioCards
            legend="Would you like us to pack for you?"
            value={packing.wanted ? 'yes' : 'no'}
            onChange={(value) => send({ type: 'packing.wantedChanged', wanted: value === 'yes' })}
            options={[
              { value: 'no', label: "No thanks, I'll pack myself" },
              {
                value: 'yes',
                label: 'Yes, send your packers',
                description: `A team of ${PACKERS_PER_TEAM} packs everything into boxes before we collect${prices ? `, ${formatPrice(prices.teamHourlyPrice)} an hour` : ''}.`,
              },
            ]}
          />
          {problem && (
            <Alert type="danger" focusKey={problem} title="Your packing was not saved">
              {problem}
            </Alert>
          )}
          {packing.wanted && (
            <>
              <PackingSizeFields
                size={packing}
                materialsIncluded={packing.materialsIncluded}
                prices={prices}
                onRooms={(rooms) => send({ type: 'packing.roomsChanged', rooms })}
                onBoxes={(boxes) => send({ type: 'packing.boxesChanged', boxes })}
                onMaterials={(included) => send({ type: 'packing.materialsChanged', included })}
              />
              <TimeslotPicker
                legend="When should the packers arrive?"
                slots={slots}
                selected={packing.timeslot}
                onSelect={(timeslot) => send({ type: 'packing.timeslotChosen', timeslot })}
                note={
                  collectionDay
                    ? `On a weekday before your collection on ${prettyDay(collectionDay)}.`
                    : undefined
                }
                emptyText="Our packers are fully booked before your collection day. Choose a later collection day to add packing."
              />
            </>
          )}
          <QuotedActions quote={quote}>
            <BackAndContinue
              funnel={funnel}
              step={step}
              saving={updating}
              ready={!packing.wanted || packingIsReady(packing)}
            />
          </QuotedActions>
        </QuotedStep>
      </StepStatus>
    </Page>
  );
}
