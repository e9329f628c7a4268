import { createFileRoute, Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { getOrderBoxLabels, listOrders } from '../../../api/orders';
import { addressOneLine } from '../../../domain/addresses';
import { prettyDay } from '../../../domain/format';
import type { Order } from '../../../domain/orders';
import { timeslotLabel } from '../../../domain/timeslots';
import { Page } from '../../../ui/layouts/Page';
import { Spinner } from '../../../ui/Spinner/Spinner';
import { type PlacedOrder, readPlacedOrder } from '../../-lib/orderFunnelSuccess';
import { useSession } from '../../-lib/useSignedIn';

const orderSuccessSearch = z.object({
  orderId: z.coerce.number().int().positive().optional().catch(undefined),
});

export const Route = createFileRoute('/_site/apps/order-success')({
  validateSearch: orderSuccessSearch,
  component: OrderSuccessPage,
});

type Labels = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'none' };

/** The order and, once the customer is known, its collection day and box labels. */
function useOrderDetails(orderId: number | undefined) {
  const session = useSession();
  const customerId = useSelector(session, (state) => state.context.user?.customerId ?? null);
  const [order, setOrder] = useState<Order | null>(null);
  const [labels, setLabels] = useState<Labels>({ status: 'loading' });

  useEffect(() => {
    if (orderId === undefined || customerId === null) return;
    let live = true;
    let url: string | null = null;
    void listOrders({ customerId }).then((result) => {
      if (live && result.ok)
        setOrder(result.data.orders.find((o) => o.orderId === orderId) ?? null);
    });
    void getOrderBoxLabels(orderId).then((result) => {
      if (!live) return;
      if (result.ok) {
        url = URL.createObjectURL(result.data);
        setLabels({ status: 'ready', url });
      } else {
        setLabels({ status: 'none' });
      }
    });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [orderId, customerId]);

  return { order, labels };
}

type PlacedKind = NonNullable<PlacedOrder['kind']>;

const KIND_OF_ORDER_TYPE: Partial<Record<string, PlacedKind>> = {
  BTB_RETURN: 'return',
  COLLECTION: 'collection',
};

const TITLES: Record<PlacedKind, string> = {
  storage: 'Your order is confirmed',
  return: 'Your return is booked',
  collection: 'Your collection is booked',
};

/** A return: the day the boxes come back, and where they are meanwhile. */
function ReturnNext({ placed, day }: { placed: PlacedOrder | null; day: string | null }) {
  const boxes =
    placed?.boxCount === undefined
      ? 'your boxes'
      : placed.boxCount === 1
        ? 'your box'
        : `your ${placed.boxCount} boxes`;
  return (
    <>
      <h2>What happens next</h2>
      <ol>
        <li>
          {day ? (
            <>
              We bring {boxes} back{placed?.address ? ` to ${addressOneLine(placed.address)}` : ''}{' '}
              on <strong>{prettyDay(day)}</strong>
              {placed?.timeslot ? `, between ${timeslotLabel(placed.timeslot)}` : ''}.
            </>
          ) : (
            `We bring ${boxes} back on the day you chose.`
          )}
        </li>
        <li>We email and text you on the day, and the driver calls on the way.</li>
        <li>Until then, My stuff shows them as in storage with their return booked.</li>
      </ol>
    </>
  );
}

function OrderSuccessPage() {
  const { orderId } = Route.useSearch();
  const placed = orderId === undefined ? null : readPlacedOrder(orderId);
  const { order, labels } = useOrderDetails(orderId);
  const collectionDay = placed?.timeslot?.doorstepDate ?? order?.serviceDate ?? null;
  const kind: PlacedKind =
    placed?.kind ?? (order ? KIND_OF_ORDER_TYPE[order.orderType] : undefined) ?? 'storage';

  if (kind === 'return') {
    return (
      <Page title={TITLES.return}>
        {orderId !== undefined && (
          <p>
            Your order number is <strong data-testid="order-number">{orderId}</strong>.
          </p>
        )}
        <ReturnNext placed={placed} day={collectionDay} />
        <p>
          <Link to="/apps/my-stuff">Go to My stuff</Link> ·{' '}
          <Link to="/apps/orders">See your orders</Link>
        </p>
      </Page>
    );
  }

  return (
    <Page title={TITLES[kind]}>
      {orderId !== undefined && (
        <p>
          Your order number is <strong data-testid="order-number">{orderId}</strong>.
        </p>
      )}
      <h2>What happens next</h2>
      <ol>
        {kind === 'storage' && (
          <li>We deliver any packing materials you ordered before your collection day.</li>
        )}
        <li>
          {collectionDay ? (
            <>
              We collect{placed?.address ? ` from ${addressOneLine(placed.address)}` : ''} on{' '}
              <strong>{prettyDay(collectionDay)}</strong>
              {placed?.timeslot ? `, between ${timeslotLabel(placed.timeslot)}` : ''}.
            </>
          ) : (
            'We collect your boxes on the day you chose.'
          )}
        </li>
        <li>Pack your boxes (25 kg at most each), tape them shut and stick a label on each one.</li>
      </ol>
      <h2>Print your box labels</h2>
      {labels.status === 'loading' && orderId !== undefined && (
        <Spinner label="Getting your labels" />
      )}
      {labels.status === 'ready' && (
        <p>
          <a href={labels.url} download={`order-${orderId}-box-labels.pdf`}>
            Print your box labels
          </a>
        </p>
      )}
      {(labels.status === 'none' || orderId === undefined) && (
        <p>
          Your box labels are not ready yet. You will find them with your order in Orders before
          your collection day.
        </p>
      )}
      <p>
        <Link to="/apps/my-stuff">Go to My stuff</Link> ·{' '}
        <Link to="/apps/orders">See your orders</Link>
      </p>
    </Page>
  );
}
