import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { orderableBoxTypes } from '../../../../domain/box-types';
import { MAX_HOME_ITEMS, shipmentItems } from '../../../../domain/shipping';
import { Alert } from '../../../../ui/Alert/Alert';
import { Button } from '../../../../ui/Button/Button';
import { BoxPicker } from '../../../../ui/commerce/BoxPicker/BoxPicker';
import { Page } from '../../../../ui/layouts/Page';
import type { ShippingFunnelActor } from '../../../../wiring/shippingFunnelActor';
import * as styles from '../../-components/funnel.css';

const BOX_TYPES = orderableBoxTypes();

/**
 * Shipping from home: how many boxes and suitcases our courier collects, none to begin with.
 * They are the customer's own, packed and closed before the courier comes. There is no price
 * yet: it depends on where they go, chosen next.
 */
export function ItemsStep({ funnel }: { funnel: ShippingFunnelActor }) {
  const counts = useSelector(funnel, (state) => state.context.homeCounts);
  const total = useSelector(funnel, (state) => shipmentItems(state.context).length);

  return (
    <Page title="What are you sending?">
      <div className={styles.stack}>
        <p>
          Our courier collects your packed boxes and suitcases from your home and takes them
          straight to our international carrier, door to door. You see the price for your
          destination on the next step.
        </p>
        <BoxPicker
          legend="What should we collect?"
          max={MAX_HOME_ITEMS}
          entries={BOX_TYPES.map((type) => ({
            boxTypeId: type.boxTypeId,
            label: type.name,
            info: type.info,
            note: type.note,
            quantity: counts[type.boxTypeId] ?? 0,
          }))}
          onChange={(boxTypeId, count) => funnel.send({ type: 'items.changed', boxTypeId, count })}
        />
        {total >= MAX_HOME_ITEMS && (
          <Alert type="info" title={`${MAX_HOME_ITEMS} items is the most for one shipment`}>
            For more, book a second shipment, or call us about a freight forwarder.
          </Alert>
        )}
        <p>
          Shipping boxes you store with us? Choose them in <Link to="/apps/my-stuff">My stuff</Link>
          , then Ship abroad.
        </p>
        <div className={styles.actions}>
          <Link to="/apps/my-stuff">Back to My stuff</Link>
          <Button disabled={total === 0} onClick={() => funnel.send({ type: 'funnel.next' })}>
            Continue
          </Button>
        </div>
        {total === 0 && <p>Choose at least one box or suitcase to continue.</p>}
      </div>
    </Page>
  );
}
