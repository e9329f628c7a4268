import type { Shipment } from '../../src/domain/shipping';

const shipment: Shipment = {
  orderId: 31,
  stage: 'delivered',
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
  dispatchDate: '2026-11-12',
  collectedFrom: null,
  deliveryFrom: '2026-11-17',
  deliveredBy: '2026-11-19',
  boxes: [
    {
      boxId: 9,
      boxTypeId: 14,
      declaration: { category: 'clothing', description: 'Coats and boots', value: 250 },
    },
  ],
};

export const inputs = [{ customerId: 7 }];

export const events = [
  { type: 'shipments.retry' },
  { type: 'xstate.done.actor.loadShipments', output: [shipment] },
  { type: 'xstate.error.actor.loadShipments', error: new Error('Something went wrong') },
];
