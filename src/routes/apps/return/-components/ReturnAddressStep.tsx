import { useSelector } from '@xstate/react';
import { formatPrice } from '../../../../domain/format';
import {
  FLOOR_DETAILS_MAX_LENGTH,
  RETURN_INCLUDED_TEXT,
  returnCitiesText,
  surchargeDestination,
} from '../../../../domain/returns';
import { Checkbox } from '../../../../ui/Checkbox/Checkbox';
import { TextField } from '../../../../ui/TextField/TextField';
import type { BoxAddressStepActor } from '../../../../wiring/boxAddressStepActor';
import type { ReturnFunnelActor } from '../../../../wiring/returnFunnelActor';
import { BoxJobAddressStep } from '../../-components/BoxJobAddressStep';
import * as styles from '../../-components/funnel.css';
import { useBasketQuote } from '../../-components/QuotedStep';
import { useReturnBasket } from './useReturnActors';

const FLOOR_DETAILS_ID = 'return-floor-details';

/** The long-distance surcharge of the address being chosen, in words, before going on. */
function SurchargeNote({ step }: { step: BoxAddressStepActor | undefined }) {
  const quoting = useSelector(step, (state) => state?.matches('quotingSurcharge') ?? false);
  const amount = useSelector(step, (state) => {
    const { draft, surchargeQuote } = state?.context ?? { draft: null, surchargeQuote: null };
    if (!draft || surchargeQuote?.destination !== surchargeDestination(draft)) {
      return undefined;
    }
    return surchargeQuote.amount;
  });
  if (quoting) return <p role="status">Checking the delivery charge for this address…</p>;
  if (amount === undefined) return null;
  return (
    <p role="status">
      {amount === null
        ? 'Any long-distance surcharge for this address is shown before you pay.'
        : amount > 0
          ? `A long-distance surcharge of ${formatPrice(amount)} applies to this address.`
          : 'There is no long-distance surcharge to this address.'}
    </p>
  );
}

/** Which boxes come back, where to, and whether we carry them into a room. */
export function ReturnAddressStep({ funnel }: { funnel: ReturnFunnelActor }) {
  const quote = useBasketQuote(useReturnBasket());
  const step = useSelector(funnel, (state) => state.children.boxAddressStep);
  const busy = useSelector(step, (state) => state?.hasTag('busy') ?? true);
  const roomReturn = useSelector(step, (state) => state?.context.roomReturn ?? false);
  const floorDetails = useSelector(step, (state) => state?.context.floorDetails ?? '');
  const roomReturnPrice = useSelector(step, (state) => state?.context.roomReturnPrice ?? null);
  const cities = useSelector(step, (state) => returnCitiesText(state?.context.returnCities ?? []));

  return (
    <BoxJobAddressStep
      step={step}
      job="return"
      quote={quote}
      summary={{ title: 'Return price', emptyText: RETURN_INCLUDED_TEXT }}
      idPrefix="return"
      text={{
        title: 'Delivery address',
        problemTitle: 'Some of these boxes cannot come back yet',
        boxesLegend: 'Boxes to return',
        boxesHint: 'We bring back the boxes ticked here.',
        boxesEmpty: 'You have nothing in storage that can come back at the moment.',
        noBoxes: 'Choose at least one box to return',
        addressLegend: 'Where should we deliver them?',
        noAddress: 'Choose the address we deliver to',
        chosenLabel: 'Delivering to',
      }}
      addressNote={cities && <p className={styles.muted}>{cities}</p>}
      addressFooter={<SurchargeNote step={step} />}
      problems={() =>
        roomReturn && floorDetails.trim() === ''
          ? [
              {
                fieldId: FLOOR_DETAILS_ID,
                message: 'Enter the floor and the room we carry your boxes to',
              },
            ]
          : []
      }
    >
      {(errorFor) => (
        <div className={styles.panel}>
          <Checkbox
            label={`Carry my boxes into a room${roomReturnPrice === null ? '' : ` (${formatPrice(roomReturnPrice)})`}`}
            hint="Room return: our team brings your boxes inside to the room you choose, rather than leaving them at the door."
            checked={roomReturn}
            disabled={busy}
            onChange={(event) =>
              step?.send({ type: 'roomReturn.changed', roomReturn: event.target.checked })
            }
          />
          {roomReturn && (
            <TextField
              id={FLOOR_DETAILS_ID}
              label="Which floor and room?"
              hint="For example, second floor, back bedroom. Tell us if there is no lift."
              value={floorDetails}
              maxLength={FLOOR_DETAILS_MAX_LENGTH}
              error={errorFor(FLOOR_DETAILS_ID)}
              onChange={(event) =>
                step?.send({
                  type: 'roomReturn.floorDetailsChanged',
                  floorDetails: event.target.value,
                })
              }
            />
          )}
        </div>
      )}
    </BoxJobAddressStep>
  );
}
