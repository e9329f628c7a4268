import { getShipmentDocument } from '../../api/shipping';

/**
 * Opens a shipment's labels or commercial invoice: the PDF is fetched with the customer's
 * token and handed to the browser as a download.
 */
export async function openShipmentDocument(
  orderId: number,
  document: 'labels' | 'invoice',
): Promise<void> {
  const result = await getShipmentDocument(orderId, document);
  if (!result.ok) return;
  const url = URL.createObjectURL(result.data);
  const link = Object.assign(window.document.createElement('a'), {
    href: url,
    download: `order-${orderId}-${document === 'labels' ? 'shipping-labels' : 'commercial-invoice'}.pdf`,
  });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
