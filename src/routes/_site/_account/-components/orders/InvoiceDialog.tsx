import { useSelector } from '@xstate/react';
import { formatDisplayDate, formatPrice } from '../../../../../domain/format';
import type { InvoiceData, Order } from '../../../../../domain/orders';
import { orderTypeLabel, VAT_RATE } from '../../../../../domain/orders';
import { Alert } from '../../../../../ui/Alert/Alert';
import { Button } from '../../../../../ui/Button/Button';
import { cx } from '../../../../../ui/cx';
import { Dialog, DialogClose } from '../../../../../ui/Dialog/Dialog';
import { lineTable, numeric } from '../../../../../ui/LineTable/LineTable.css';
import { Spinner } from '../../../../../ui/Spinner/Spinner';
import { VisuallyHidden } from '../../../../../ui/VisuallyHidden/VisuallyHidden';
import type { OrderActionsActor } from './OrderCard';
import * as styles from './orders.css';

/** '£5.00 off' reads as '-£5.00'; no discount reads 'None' rather than 'FREE'. */
export function discountText(discount: number): string {
  return discount > 0 ? formatPrice(-discount) : 'None';
}

/** The order's invoice in a dialog, with a Print button that prints the invoice alone. */
export function InvoiceDialog({ actor }: { actor: OrderActionsActor }) {
  const open = useSelector(actor, (state) => state.matches('invoice'));
  const loading = useSelector(actor, (state) => state.matches({ invoice: 'loading' }));
  const failed = useSelector(actor, (state) => state.matches({ invoice: 'failed' }));
  const invoice = useSelector(actor, (state) => state.context.invoice);
  const order = useSelector(actor, (state) => state.context.order);
  const error = useSelector(actor, (state) => state.context.error);
  const showing = open && !loading && !failed && invoice !== null;

  return (
    <Dialog
      title={`Invoice for order ${order.orderId}`}
      className={styles.invoiceDialog}
      trigger={
        <Button size="sm" variant="secondary">
          Invoice <VisuallyHidden>for order {order.orderId}</VisuallyHidden>
        </Button>
      }
      open={open}
      onOpenChange={(next) =>
        actor.send({ type: next ? 'orderActions.openInvoice' : 'orderActions.close' })
      }
      footer={
        <>
          {showing && (
            <Button onClick={() => actor.send({ type: 'orderActions.print' })}>Print</Button>
          )}
          <DialogClose asChild>
            <Button variant="secondary">Back to orders</Button>
          </DialogClose>
        </>
      }
    >
      {error && (
        <Alert
          type="danger"
          className={styles.alert}
          onClose={() => actor.send({ type: 'orderActions.errorDismissed' })}
        >
          {error}
        </Alert>
      )}
      {loading ? (
        <Spinner label="Loading the invoice" />
      ) : failed ? (
        <>
          <p className={styles.dialogText}>We could not load the invoice.</p>
          <Button variant="secondary" onClick={() => actor.send({ type: 'orderActions.retry' })}>
            Try again
          </Button>
        </>
      ) : (
        invoice && <InvoiceView invoice={invoice} order={order} />
      )}
    </Dialog>
  );
}

/** The invoice itself: who issued what, the lines, and the totals with the VAT inside them. */
export function InvoiceView({ invoice, order }: { invoice: InvoiceData; order: Order }) {
  return (
    <div>
      <dl className={styles.invoiceMeta}>
        <dt className={styles.invoiceMetaLabel}>Invoice number</dt>
        <dd className={styles.invoiceMetaValue}>{invoice.invoiceNumber}</dd>
        <dt className={styles.invoiceMetaLabel}>Date</dt>
        <dd className={styles.invoiceMetaValue}>{formatDisplayDate(invoice.issuedDate)}</dd>
        <dt className={styles.invoiceMetaLabel}>Order</dt>
        <dd className={styles.invoiceMetaValue}>
          {invoice.orderId}, {orderTypeLabel(order.orderType)}
        </dd>
        <dt className={styles.invoiceMetaLabel}>From</dt>
        <dd className={styles.invoiceMetaValue}>Boxroom</dd>
      </dl>

      <table className={lineTable}>
        <caption>
          <VisuallyHidden>What was ordered</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className={numeric}>
              Quantity
            </th>
            <th scope="col" className={numeric}>
              Unit price
            </th>
            <th scope="col" className={numeric}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id, and an invoice never reorders them
            <tr key={index}>
              <td>{line.description}</td>
              <td className={numeric}>{line.quantity}</td>
              <td className={numeric}>{formatPrice(line.unitPrice)}</td>
              <td className={numeric}>{formatPrice(line.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className={styles.invoiceTotals}>
        <div className={styles.invoiceTotalsRow}>
          <dt>Subtotal</dt>
          <dd className={styles.invoiceTotalsValue}>{formatPrice(invoice.subtotal)}</dd>
        </div>
        <div className={styles.invoiceTotalsRow}>
          <dt>Discount</dt>
          <dd className={styles.invoiceTotalsValue}>{discountText(invoice.discount)}</dd>
        </div>
        <div className={styles.invoiceTotalsRow}>
          <dt>VAT included ({Math.round(VAT_RATE * 100)}%)</dt>
          <dd className={styles.invoiceTotalsValue}>{formatPrice(invoice.vat)}</dd>
        </div>
        <div className={cx(styles.invoiceTotalsRow, styles.invoiceGrandTotal)}>
          <dt>Total</dt>
          <dd className={styles.invoiceTotalsValue}>{formatPrice(invoice.total)}</dd>
        </div>
      </dl>
    </div>
  );
}
