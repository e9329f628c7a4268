import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { getOrderBoxLabels, getOrderConfirmation } from '../../../api/orders';
import { maskedCardLabel } from '../../../domain/cards';
import { prettyDay } from '../../../domain/dates';
import { moveOutRentText } from '../../../domain/driveUp';
import { formatPrice } from '../../../domain/format';
import { isId } from '../../../domain/ids';
import { type OrderConfirmation, orderTypeLabel } from '../../../domain/orders';
import { timeslotBetweenText } from '../../../domain/timeslots';
import { lineTable, numeric } from '../../../ui/LineTable/LineTable.css';
import { Page } from '../../../ui/layouts/Page';
import { Spinner } from '../../../ui/Spinner/Spinner';
import { NotFoundScreen } from '../../-components/NotFoundScreen';
import { KeptCardConsent } from '../../apps/-components/KeptCardConsent';

/**
 * An orderId that is not a whole number is an address that names no page at all (404). It is
 * kept as typed and refused in `beforeLoad` with `notFound()`, which the router shows without
 * logging it as an error (a search validator that throws is logged as uncaught).
 */
function orderSuccessSearch(search: Record<string, unknown>): { orderId?: number | string } {
  const { orderId } = search;
  if (orderId === undefined) return {};
  return { orderId: isId(orderId) ? orderId : String(orderId) };
}

/*
 * The page shows the signed-in customer's own order as the server has it. A missing, unknown
 * or foreign order, or a visitor who is not signed in, gets "We couldn't find that order":
 * nothing here ever says "confirmed" without the order to show.
 */
export const Route = createFileRoute('/_site/apps/order-success')({
  validateSearch: orderSuccessSearch,
  beforeLoad: ({ search }) => {
    if (search.orderId !== undefined && !isId(search.orderId)) throw notFound();
  },
  notFoundComponent: () => <NotFoundScreen wording="Page Not Found" />,
  loaderDeps: ({ search }) => ({ orderId: search.orderId }),
  loader: async ({ deps, context }): Promise<OrderConfirmation | null> => {
    if (!isId(deps.orderId) || !context.isSignedIn()) return null;
    const result = await getOrderConfirmation(deps.orderId);
    if (result.ok) return result.data;
    // Not this customer's order, or none: said as such. Anything else is a fault, shown as one.
    if (result.status === 404 || result.status === 401) return null;
    throw new Error(result.message);
  },
  pendingComponent: () => (
    <Page title="Your order">
      <Spinner label="Getting your order" />
    </Page>
  ),
  component: OrderSuccessPage,
});

const TITLES: Record<string, string> = {
  BTB_RETURN: 'Your return is booked',
  COLLECTION: 'Your collection is booked',
  VSU: 'Your storage unit is booked',
  VSU_RETURN: 'Your move-out is booked',
  MATERIALS: 'Your packing materials are ordered',
  PACKING: 'Your packers are booked',
  SHIPPING: 'Your shipment is booked',
};

/** How the job's address is put: we collect from it, deliver to it, or pack at it. */
const ADDRESS_WORD: Partial<Record<string, string>> = {
  BTB_RETURN: 'to',
  MATERIALS: 'to',
  PACKING: 'at',
};

/** The box labels PDF, fetched with the customer's token, as a link to download. */
function useLabelsUrl(orderId: number, wanted: boolean): string | null | 'loading' {
  const [url, setUrl] = useState<string | null | 'loading'>(wanted ? 'loading' : null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    let made: string | null = null;
    void getOrderBoxLabels(orderId).then((result) => {
      if (!live) return;
      made = result.ok ? URL.createObjectURL(result.data) : null;
      setUrl(made);
    });
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [orderId, wanted]);
  return url;
}

function NotFound() {
  return (
    <Page title="We couldn't find that order">
      <p>
        The link may be incomplete, or the order may belong to another account. If you have just
        placed an order, sign in to see it.
      </p>
      <p>
        <Link to="/apps/orders">See your orders</Link> · <Link to="/apps/signin">Sign in</Link> ·{' '}
        <Link to="/">Go to the home page</Link>
      </p>
    </Page>
  );
}

function NextSteps({ confirmation }: { confirmation: OrderConfirmation }) {
  const { order, window, addressText } = confirmation;
  const day = order.serviceDate ? prettyDay(order.serviceDate) : null;
  const when = day
    ? `${day}${window ? `, ${timeslotBetweenText(window)}` : ''}`
    : 'the day you chose';
  const where = addressText ? ` ${ADDRESS_WORD[order.orderType] ?? 'from'} ${addressText}` : '';
  if (order.orderType === 'VSU') {
    return (
      <ol>
        <li>
          Your unit is yours from <strong>{day ?? 'the day you chose'}</strong>: drive up during the
          site's access hours.
        </li>
        <li>
          Your unit number and access code are in My stuff, under Storage units, from that day.
        </li>
        <li>Your rent is taken each month on the same date; the first month is paid.</li>
      </ol>
    );
  }
  if (order.orderType === 'SHIPPING' && addressText) {
    const items = order.numberOfItems === 1 ? 'your item' : `your ${order.numberOfItems} items`;
    return (
      <ol>
        <li>
          Our courier collects {items}
          {where} on <strong>{when}</strong> and takes them to our international carrier the same
          day.
        </li>
        <li>
          Print the labels and the commercial invoice from My stuff, under Shipped: a label on each
          item, and the invoice in the first. Follow them there too.
        </li>
        <li>Changed your plans? Cancel in your orders until the day before, for a refund.</li>
      </ol>
    );
  }
  if (order.orderType === 'SHIPPING') {
    return (
      <ol>
        <li>
          Your boxes leave our store on <strong>{day ?? 'the day you chose'}</strong>, with the
          commercial invoice for customs.
        </li>
        <li>Follow them in My stuff, under Shipped, where the labels and invoice are too.</li>
        <li>Changed your plans? Cancel in your orders until the day before, for a refund.</li>
      </ol>
    );
  }
  if (order.orderType === 'PACKING') {
    return (
      <ol>
        <li>
          Our packers arrive{where} on <strong>{when}</strong>.
        </li>
        <li>They pack everything into boxes and label them; please show them what goes.</li>
        <li>Changed your plans? Cancel in your orders until the day before, for a refund.</li>
      </ol>
    );
  }
  if (order.orderType === 'MATERIALS') {
    return (
      <ol>
        <li>
          We deliver your packing materials{where} on <strong>{when}</strong>.
        </li>
        <li>We email and text you on the day; someone needs to be in to take them.</li>
      </ol>
    );
  }
  if (order.orderType === 'VSU_RETURN') {
    return (
      <ol>
        <li>
          Please have your unit empty by the end of <strong>{day ?? 'the day you chose'}</strong>,
          and take your padlock with you.
        </li>
        <li>{moveOutRentText(confirmation.rentPaymentsDue)}</li>
        <li>Changed your mind? Cancel the move-out in your orders until the day before.</li>
      </ol>
    );
  }
  if (order.orderType === 'BTB_RETURN') {
    const boxes = order.numberOfItems === 1 ? 'your box' : `your ${order.numberOfItems} boxes`;
    return (
      <ol>
        <li>
          We bring {boxes} back{where} on <strong>{when}</strong>.
        </li>
        <li>We email and text you on the day, and the driver calls on the way.</li>
      </ol>
    );
  }
  const { materialsDeliveryDate, packingVisit } = confirmation;
  return (
    <ol>
      {materialsDeliveryDate ? (
        <li>
          We deliver your packing materials on <strong>{prettyDay(materialsDeliveryDate)}</strong>.
        </li>
      ) : (
        confirmation.hasMaterials && (
          <li>We deliver your packing materials before your collection day.</li>
        )
      )}
      {packingVisit ? (
        <li>
          Our packers come on{' '}
          <strong>
            {prettyDay(packingVisit.date)}, {timeslotBetweenText(packingVisit)}
          </strong>{' '}
          and pack everything into boxes (25 kg at most each), labelled: please show them what goes.
        </li>
      ) : (
        <li>Pack your boxes (25 kg at most each), tape them shut and stick a label on each one.</li>
      )}
      <li>
        We collect{where} on <strong>{when}</strong>.
      </li>
    </ol>
  );
}

function OrderSuccessPage() {
  const confirmation = Route.useLoaderData();
  if (!confirmation) return <NotFound />;
  return <Confirmed confirmation={confirmation} />;
}

function Confirmed({ confirmation }: { confirmation: OrderConfirmation }) {
  const { order, lines, charged, card } = confirmation;
  const labels = useLabelsUrl(order.orderId, confirmation.hasLabels);
  const title = TITLES[order.orderType] ?? 'Your order is confirmed';
  return (
    <Page title={title}>
      <p>
        Your order number is <strong data-testid="order-number">{order.orderId}</strong> (
        {orderTypeLabel(order.orderType)}), placed on {prettyDay(order.orderDate.slice(0, 10))}.
      </p>
      <h2>What you ordered</h2>
      <table className={lineTable}>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className={numeric}>
              Quantity
            </th>
            <th scope="col" className={numeric}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={`${line.description}-${line.quantity}-${line.total}`}>
              <td>{line.description}</td>
              <td className={numeric}>{line.quantity}</td>
              <td className={numeric}>{formatPrice(line.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p data-testid="amount-charged">
        {charged > 0 ? (
          <>
            <strong>{formatPrice(charged)}</strong> charged
            {card ? ` to ${maskedCardLabel(card)}` : ''}.
          </>
        ) : (
          'Nothing was charged for this order.'
        )}
      </p>
      {confirmation.monthlyPayments && (
        <KeptCardConsent
          payments={confirmation.monthlyPayments}
          card={confirmation.monthlyPayments.card}
        />
      )}
      <h2>What happens next</h2>
      <NextSteps confirmation={confirmation} />
      {confirmation.hasLabels && (
        <>
          <h2>Print your box labels</h2>
          {labels === 'loading' && <Spinner label="Getting your labels" />}
          {typeof labels === 'string' && labels !== 'loading' && (
            <p>
              <a href={labels} download={`order-${order.orderId}-box-labels.pdf`}>
                Print your box labels
              </a>
            </p>
          )}
          {labels === null && (
            <p>Your box labels will be with your order in Orders before your collection day.</p>
          )}
        </>
      )}
      <p>
        <Link to="/apps/my-stuff">Go to My stuff</Link> ·{' '}
        <Link to="/apps/orders">See your orders</Link>
      </p>
    </Page>
  );
}
