import { useSelector } from '@xstate/react';
import { formatDisplayDate } from '../../../../../domain/dates';
import { formatAmount } from '../../../../../domain/format';
import type { InvoiceData, Order } from '../../../../../domain/orders';
import { orderTypeLabel, VAT_RATE } from '../../../../../domain/orders';
import { Alert } from '../../../../../ui/Alert/Alert';
import { Button } from '../../../../../ui/Button/Button';
import { cx } from '../../../../../ui/cx';
import { Dialog, DialogClose } from '../../../../../ui/Dialog/Dialog';
import { lineTable, numeric, stacksBelowMd } from '../../../../../ui/LineTable/LineTable.css';
import { Spinner } from '../../../../../ui/Spinner/Spinner';
import { VisuallyHidden } from '../../../../../ui/VisuallyHidden/VisuallyHidden';
import type { OrderActionsActor } from './OrderCard';
import * as styles from './orders.css';

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

/**
 * The invoice itself, as a full UK VAT invoice: who issued it (with the VAT number) and to
 * whom, its number, date and time of supply, each line without VAT with its rate, and the net,
 * VAT and gross totals, all as the server worked them out.
 */
export function InvoiceView({ invoice, order }: { invoice: InvoiceData; order: Order }) {
  const rate = `${Math.round(VAT_RATE * 100)}%`;
  return (
    <div>
      <div className={styles.invoiceParties}>
        <address className={styles.invoiceParty}>
          <strong>{invoice.supplier.name}</strong>
          <span>{invoice.supplier.address}</span>
          <span>VAT number {invoice.supplier.vatNumber}</span>
          <span>Company number {invoice.supplier.companyNumber}</span>
        </address>
        <address className={styles.invoiceParty}>
          <span className={styles.invoiceMetaLabel}>Invoice to</span>
          <strong>{invoice.customer.name}</strong>
          {invoice.customer.address && <span>{invoice.customer.address}</span>}
        </address>
      </div>

      <dl className={styles.invoiceMeta}>
        <dt className={styles.invoiceMetaLabel}>VAT invoice number</dt>
        <dd className={styles.invoiceMetaValue}>{invoice.invoiceNumber}</dd>
        <dt className={styles.invoiceMetaLabel}>Invoice date and tax point</dt>
        <dd className={styles.invoiceMetaValue}>{formatDisplayDate(invoice.issuedDate)}</dd>
        {invoice.supplyDate && (
          <>
            <dt className={styles.invoiceMetaLabel}>Date of service</dt>
            <dd className={styles.invoiceMetaValue}>{formatDisplayDate(invoice.supplyDate)}</dd>
          </>
        )}
        <dt className={styles.invoiceMetaLabel}>Order</dt>
        <dd className={styles.invoiceMetaValue}>
          {invoice.orderId}, {orderTypeLabel(order.orderType)}
        </dd>
      </dl>

      <div className={styles.invoiceTable}>
        <table className={cx(lineTable, stacksBelowMd)}>
          <caption>
            <VisuallyHidden>What was supplied, without and with VAT</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col" className={numeric}>
                Qty
              </th>
              <th scope="col" className={numeric}>
                Unit price excl. VAT
              </th>
              <th scope="col" className={numeric}>
                Net
              </th>
              <th scope="col" className={numeric}>
                VAT {rate}
              </th>
              <th scope="col" className={numeric}>
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.vatLines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id, and an invoice never reorders them
              <tr key={index}>
                <td>{line.description}</td>
                <td className={numeric} data-label="Qty">
                  {line.quantity}
                </td>
                <td className={numeric} data-label="Unit price excl. VAT">
                  {formatAmount(line.unitNet)}
                </td>
                <td className={numeric} data-label="Net">
                  {formatAmount(line.net)}
                </td>
                <td className={numeric} data-label={`VAT ${rate}`}>
                  {formatAmount(line.vat)}
                </td>
                <td className={numeric} data-label="Total">
                  {formatAmount(line.gross)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <dl className={styles.invoiceTotals}>
        <div className={styles.invoiceTotalsRow}>
          <dt>Total excl. VAT</dt>
          <dd className={styles.invoiceTotalsValue}>{formatAmount(invoice.net)}</dd>
        </div>
        <div className={styles.invoiceTotalsRow}>
          <dt>VAT at {rate}</dt>
          <dd className={styles.invoiceTotalsValue}>{formatAmount(invoice.vat)}</dd>
        </div>
        <div className={cx(styles.invoiceTotalsRow, styles.invoiceGrandTotal)}>
          <dt>Total paid</dt>
          <dd className={styles.invoiceTotalsValue}>{formatAmount(invoice.total)}</dd>
        </div>
      </dl>
    </div>
  );
}
