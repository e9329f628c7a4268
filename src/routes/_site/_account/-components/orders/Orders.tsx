import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { hasMoreOrders } from '../../../../../domain/orders';
import type { orderActionsMachine } from '../../../../../machines/orderActions.machine';
import type { ordersMachine } from '../../../../../machines/orders.machine';
import { Alert } from '../../../../../ui/Alert/Alert';
import { Button } from '../../../../../ui/Button/Button';
import { button as buttonStyle } from '../../../../../ui/Button/Button.css';
import { Page } from '../../../../../ui/layouts/Page';
import { Spinner } from '../../../../../ui/Spinner/Spinner';
import { OrderCard } from './OrderCard';
import type { OrdersPhoneActor } from './OrdersPhoneForm';
import { OrdersPhoneForm } from './OrdersPhoneForm';
import * as styles from './orders.css';

export type OrdersActor = ActorRefFrom<typeof ordersMachine>;

export interface OrdersProps {
  orders: OrdersActor;
  /** Each order card runs one, with its calls supplied by the page (or a test). */
  orderActions: typeof orderActionsMachine;
  phone: OrdersPhoneActor;
  /** 'yyyy-MM-dd': the day the page opened, for each order's status. */
  today: string;
}

/** Orders: every order, newest first, with what can be done with each; and the orders' phone. */
export function Orders(props: OrdersProps) {
  const { orders } = props;
  const loading = useSelector(orders, (state) => state.matches('loading'));
  const failed = useSelector(orders, (state) => state.matches('failed'));
  const error = useSelector(orders, (state) => state.context.error);
  // A first page of hidden orders alone still has more to load.
  const hasOrders = useSelector(
    orders,
    (state) => state.context.orders.length > 0 || hasMoreOrders(state.context),
  );

  return (
    <Page title="Orders">
      {error && (
        <Alert
          type="danger"
          className={styles.alert}
          onClose={() => orders.send({ type: 'orders.errorDismissed' })}
        >
          {error}
        </Alert>
      )}
      {loading ? (
        <Spinner label="Loading your orders" />
      ) : failed ? (
        <div className={styles.empty}>
          <p className={styles.emptyText}>We could not load your orders.</p>
          <Button variant="secondary" onClick={() => orders.send({ type: 'orders.retry' })}>
            Try again
          </Button>
        </div>
      ) : hasOrders ? (
        <>
          <OrderList {...props} />
          <section className={styles.section} aria-labelledby="orders-phone-heading">
            <h2 id="orders-phone-heading" className={styles.sectionHeading}>
              Update phone number for my orders
            </h2>
            <OrdersPhoneForm actor={props.phone} />
          </section>
        </>
      ) : (
        <NoOrders />
      )}
    </Page>
  );
}

function NoOrders() {
  return (
    <div className={styles.empty}>
      <h2 className={styles.emptyHeading}>You have no orders yet</h2>
      <p className={styles.emptyText}>
        Order storage and we will bring you boxes, collect them when they are packed and keep them
        safe until you want them back. Your orders and their invoices will be listed here.
      </p>
      <Link to="/apps/order" className={buttonStyle({ variant: 'primary' })}>
        Order storage
      </Link>
    </div>
  );
}

function OrderList({ orders, orderActions, today }: OrdersProps) {
  const listed = useSelector(orders, (state) => state.context.orders);
  const hasMore = useSelector(orders, (state) => hasMoreOrders(state.context));
  const loadingMore = useSelector(orders, (state) => state.hasTag('loadingMore'));

  return (
    <>
      <ul className={styles.list} aria-label="Your orders">
        {listed.map((order) => (
          <OrderCard key={order.orderId} order={order} today={today} machine={orderActions} />
        ))}
      </ul>
      {hasMore && (
        <div className={styles.more}>
          <Button
            variant="secondary"
            loading={loadingMore}
            onClick={() => orders.send({ type: 'orders.loadMore' })}
          >
            Load more orders
          </Button>
        </div>
      )}
    </>
  );
}
