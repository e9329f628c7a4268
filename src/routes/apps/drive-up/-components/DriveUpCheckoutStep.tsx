import { useSelector } from '@xstate/react';
import { prettyDay } from '../../../../domain/dates';
import { DRIVE_UP_FUNNEL } from '../../../../domain/funnels';
import { StepSummary } from '../../../../ui/commerce/StepSummary/StepSummary';
import type { CheckoutActor } from '../../../../wiring/checkoutActor';
import type { DriveUpFunnelActor } from '../../../../wiring/driveUpFunnelActor';
import { CheckoutStepView } from '../../-components/CheckoutStepView';
import { FunnelChangeLink } from '../../-components/FunnelChangeLink';
import { StorageCover } from '../../-components/StorageCover';
import { useDriveUpBasket } from './useDriveUpActors';

/** The unit as chosen, cover (none unless chosen), and payment of the first month. */
export function DriveUpCheckoutStep({
  funnel,
  checkout,
}: {
  funnel: DriveUpFunnelActor;
  checkout: CheckoutActor;
}) {
  const site = useSelector(funnel, (state) =>
    state.context.sites.find((candidate) => candidate.siteId === state.context.siteId),
  );
  const size = useSelector(funnel, (state) =>
    state.context.sizes.find((candidate) => candidate.unitSizeId === state.context.unitSizeId),
  );
  const contract = useSelector(funnel, (state) => state.context.vsuContract);
  const dropOffDate = useSelector(funnel, (state) => state.context.dropOffDate);
  const insurancePrices = useSelector(funnel, (state) => state.context.insurancePrices);
  const coverageLimit = useSelector(funnel, (state) => state.context.coverageLimit);
  const savingCover = useSelector(funnel, (state) => state.matches({ checkout: 'savingCover' }));
  const change = (step: 'location' | 'unit' | 'date', what: string) => (
    <FunnelChangeLink funnel={DRIVE_UP_FUNNEL} step={step} what={what} />
  );

  return (
    <CheckoutStepView
      funnel={funnel}
      checkout={checkout}
      basket={useDriveUpBasket()}
      loadingLabel="Getting your unit ready"
      settling={savingCover}
      summary={{ title: 'Your unit' }}
    >
      <StepSummary
        title="Your storage unit"
        rows={[
          {
            key: 'site',
            label: 'Site',
            value: site ? `${site.name}, ${site.addressLine1}, ${site.town}` : '',
            action: change('location', 'site'),
          },
          {
            key: 'unit',
            label: 'Unit',
            value: size
              ? `${size.sqFt} sq ft, ${contract === 1 ? 'monthly' : `${contract}-month contract`}`
              : '',
            action: change('unit', 'unit'),
          },
          {
            key: 'date',
            label: 'Drop-off day',
            value: dropOffDate ? prettyDay(dropOffDate) : '',
            action: change('date', 'drop-off day'),
          },
        ]}
      />
      <StorageCover funnel={funnel} levels={insurancePrices} value={coverageLimit} />
    </CheckoutStepView>
  );
}
