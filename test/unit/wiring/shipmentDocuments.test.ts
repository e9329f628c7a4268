import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../../src/api/client';

const calls = vi.hoisted(() => ({ getShipmentDocument: vi.fn(), downloadBlob: vi.fn() }));
vi.mock('../../../src/api/shipping', () => ({ getShipmentDocument: calls.getShipmentDocument }));
vi.mock('../../../src/wiring/myStuffActor', () => ({ downloadBlob: calls.downloadBlob }));

const { openShipmentDocument } = await import('../../../src/wiring/shipmentDocuments');

describe("openShipmentDocument, a shipment's labels or invoice from My stuff", () => {
  beforeEach(() => {
    calls.getShipmentDocument.mockReset();
    calls.downloadBlob.mockReset();
  });

  it('downloads the labels as a PDF named for the order', async () => {
    const pdf = new Blob(['%PDF'], { type: 'application/pdf' });
    calls.getShipmentDocument.mockResolvedValue(ok(pdf));
    await openShipmentDocument(812, 'labels');
    expect(calls.getShipmentDocument).toHaveBeenCalledWith(812, 'labels');
    expect(calls.downloadBlob).toHaveBeenCalledWith(pdf, 'order-812-shipping-labels.pdf');
  });

  it('downloads the commercial invoice under its own name', async () => {
    const pdf = new Blob(['%PDF'], { type: 'application/pdf' });
    calls.getShipmentDocument.mockResolvedValue(ok(pdf));
    await openShipmentDocument(812, 'invoice');
    expect(calls.downloadBlob).toHaveBeenCalledWith(pdf, 'order-812-commercial-invoice.pdf');
  });

  it('downloads nothing when the document could not be fetched', async () => {
    calls.getShipmentDocument.mockResolvedValue(fail('Not found.', { status: 404 }));
    await openShipmentDocument(812, 'labels');
    expect(calls.downloadBlob).not.toHaveBeenCalled();
  });
});
