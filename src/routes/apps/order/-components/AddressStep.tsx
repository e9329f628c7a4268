import { shallowEqual, useSelector } from '@xstate/react';
import type { OrderFunnelActor } from '../../../../wiring/orderFunnelActor';
import { JobAddressStep } from '../../-components/JobAddressStep';
import { useBasket } from './useOrderActors';

/**
 * Where the courier collects: the boxes go on a basket first (its spinner, or Try again), then
 * the kit's address step offers a saved address, one looked up by postcode, or one typed in.
 */
export function AddressStep({ funnel }: { funnel: OrderFunnelActor }) {
  const step = useSelector(funnel, (state) => state.children.addressStep);
  const opening = useSelector(
    funnel,
    (state) => ({
      loading: state.matches({ collectionAddress: 'savingBoxes' }),
      failure: state.matches({ collectionAddress: 'failed' }) ? state.context.error : null,
    }),
    shallowEqual,
  );
  return (
    <JobAddressStep
      funnel={funnel}
      step={step}
      basket={useBasket()}
      text={{
        title: 'Collection address',
        legend: 'Where should we collect from?',
        chosenLabel: 'Collecting from',
      }}
      opening={{
        ...opening,
        label: 'Getting your basket ready',
        onRetry: () => funnel.send({ type: 'funnel.retry' }),
      }}
    />
  );
}
