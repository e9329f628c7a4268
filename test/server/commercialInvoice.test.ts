import { describe, expect, it } from 'vitest';
import { commercialInvoicePdf } from '../../server/pdf/commercialInvoice.ts';
import { pdfText } from './account-area.ts';

describe('the commercial invoice of a shipment abroad', () => {
  it('is signed for the shipper, who declares the contents, not for the consignee', async () => {
    const text = pdfText(
      await commercialInvoicePdf({
        orderId: 12,
        dispatchDate: '2026-12-04',
        sender: { name: 'Grace Hopper', address: ['9 Rectory Grove', 'London', 'SW4 7AB'] },
        destination: {
          fullName: 'Camille Martin',
          addressLine1: '8 rue de la République',
          addressLine2: '',
          city: 'Lyon',
          region: '',
          postalCode: '69002',
          countryCode: 'FR',
          phone: '+33 4 78 00 00 00',
        },
        countryName: 'France',
        boxes: [{ boxId: 3, category: 'clothing', description: 'Winter coats', value: 120 }],
      }),
    );
    expect(text).toContain('Signed for Grace Hopper by Boxroom, as agent');
    expect(text).not.toContain('Signed for Camille Martin');
  });
});
