import { useSelector } from '@xstate/react';
import type { CollectionFunnelActor } from '../../../../wiring/collectionFunnelActor';
import { BoxJobAddressStep } from '../../-components/BoxJobAddressStep';
import { useBasketQuote } from '../../-components/QuotedStep';
import { useCollectionBasket } from './useCollectionActors';

/** Which boxes at home we collect, and where from. */
export function CollectAddressStep({ funnel }: { funnel: CollectionFunnelActor }) {
  const step = useSelector(funnel, (state) => state.children.boxAddressStep);
  return (
    <BoxJobAddressStep
      step={step}
      job="collection"
      quote={useBasketQuote(useCollectionBasket())}
      idPrefix="collect"
      text={{
        title: 'Collection address',
        problemTitle: 'Some of these boxes cannot be collected yet',
        boxesLegend: 'Boxes to collect',
        boxesHint: 'We collect the boxes ticked here and store them again.',
        boxesEmpty: 'You have no boxes at home that can be collected at the moment.',
        noBoxes: 'Choose at least one box to collect',
        addressLegend: 'Where should we collect from?',
        noAddress: 'Choose the address we collect from',
        chosenLabel: 'Collecting from',
      }}
    />
  );
}
