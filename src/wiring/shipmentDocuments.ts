import { getShipmentDocument } from '../api/shipping';
import { downloadBlob } from './myStuffActor';

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
  downloadBlob(
    result.data,
    `order-${orderId}-${document === 'labels' ? 'shipping-labels' : 'commercial-invoice'}.pdf`,
  );
}
