// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as addresses from '../../../src/api/addresses';
import * as auth from '../../../src/api/auth';
import * as baskets from '../../../src/api/baskets';
import * as boxes from '../../../src/api/boxes';
import * as builds from '../../../src/api/builds';
import * as cards from '../../../src/api/cards';
import { configureApi, type Result } from '../../../src/api/client';
import * as content from '../../../src/api/content';
import * as courier from '../../../src/api/courier';
import * as customer from '../../../src/api/customer';
import * as orders from '../../../src/api/orders';
import * as payments from '../../../src/api/payments';
import * as pricing from '../../../src/api/pricing';
import * as sandbox from '../../../src/api/sandbox';
import { createSessionExpiry, type SessionExpiry } from '../../../src/api/session-expiry';
import * as support from '../../../src/api/support';
import * as timeslots from '../../../src/api/timeslots';
import { setAccessToken } from '../../../src/api/token';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
let expiry: SessionExpiry;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  setAccessToken(null);
  await server.close();
});

beforeEach(() => {
  server.requests.length = 0;
  server.respond(() => ({ json: {} }));
  expiry = createSessionExpiry();
  configureApi({ config: server.config, sessionExpiry: expiry });
  setAccessToken('tok-1');
});

interface CallCase {
  call: () => Promise<Result<unknown>>;
  method: string;
  /** The full path on the wire, host prefix included. */
  path: string;
  body?: unknown;
  /** A form-urlencoded body. */
  form?: Record<string, string>;
  /** Query parameters besides integratorId. */
  query?: Record<string, string>;
}

/** Every call of SPEC.md section 7, with the exact request it must put on the wire. */
const calls: Record<string, CallCase> = {
  'auth.requestToken': {
    call: () => auth.requestToken({ username: 'a@b.test', password: 'pw' }),
    method: 'POST',
    path: '/identity/token',
    form: { username: 'a@b.test', password: 'pw', grant_type: 'password', country: 'uk' },
  },
  'auth.register': {
    call: () =>
      auth.register({
        email: 'a@b.test',
        password: 'long-password',
        confirmPassword: 'long-password',
        firstName: 'Ada',
        lastName: 'Lovelace',
        mobilePhone: '07700900123',
        signUpFunnel: 'Sign-up',
        referralCodeSourceOneLetterCode: 'F',
      }),
    method: 'POST',
    path: '/identity/account/register',
    body: {
      email: 'a@b.test',
      password: 'long-password',
      confirmPassword: 'long-password',
      firstName: 'Ada',
      lastName: 'Lovelace',
      mobilePhone: '+447700900123',
      signUpFunnel: 'Sign-up',
      referralCodeSourceOneLetterCode: 'F',
      integratorId: 2,
    },
  },
  'auth.forgotPassword': {
    call: () => auth.forgotPassword(' a@b.test '),
    method: 'POST',
    path: '/identity/account/forgotPassword',
    body: { email: 'a@b.test', integratorId: 2 },
  },
  'auth.changePassword': {
    call: () =>
      auth.changePassword({
        currentPassword: 'old',
        password: 'new-pass-1',
        confirmPassword: 'new-pass-1',
      }),
    method: 'POST',
    path: '/identity/account/changePassword',
    body: { currentPassword: 'old', password: 'new-pass-1', confirmPassword: 'new-pass-1' },
  },
  'auth.lostPasswordUpdate': {
    call: () =>
      auth.lostPasswordUpdate({
        email: 'a@b.test',
        token: 't',
        password: 'new-pass-1',
        confirmPassword: 'new-pass-1',
      }),
    method: 'POST',
    path: '/identity/auth/lostPasswordUpdate',
    body: { email: 'a@b.test', token: 't', password: 'new-pass-1', confirmPassword: 'new-pass-1' },
  },
  'auth.login': {
    call: () => auth.login({ username: 'a@b.test', password: 'pw' }),
    method: 'POST',
    path: '/api/auth/login',
    body: { username: 'a@b.test', password: 'pw' },
  },
  'auth.logout': { call: () => auth.logout(), method: 'POST', path: '/api/auth/logout' },
  'customer.getCustomer': {
    call: () => customer.getCustomer(),
    method: 'GET',
    path: '/v1/customer',
  },
  'customer.editCustomer': {
    call: () => customer.editCustomer(7, { firstName: 'Ada', mobilePhone: '07700900123' }),
    method: 'POST',
    path: '/v1/customer/7/edit',
    body: { firstName: { value: 'Ada' }, mobilePhone: { value: '+447700900123' } },
  },
  'customer.getServiceFeedback': {
    call: () => customer.getServiceFeedback(31),
    method: 'GET',
    path: '/v1/customer/feedback/service/31',
  },
  'customer.submitServiceFeedback': {
    call: () => customer.submitServiceFeedback(31, { rating: 5, comment: 'Lovely' }),
    method: 'POST',
    path: '/v1/customer/feedback/service/31',
    body: { orderId: 31, rating: 5, comment: 'Lovely' },
  },
  'boxes.listBoxes (defaults)': {
    call: () => boxes.listBoxes({ customerId: 7, filter: 'with-provider' }),
    method: 'GET',
    path: '/v1/boxes/7/1/50/with-provider/desc/true',
  },
  'boxes.listBoxes (all given)': {
    call: () =>
      boxes.listBoxes({
        customerId: 7,
        filter: 'with-customer',
        page: 3,
        size: 10,
        order: 'asc',
        returnOnlyParentBoxes: false,
      }),
    method: 'GET',
    path: '/v1/boxes/7/3/10/with-customer/asc/false',
  },
  'boxes.updateBoxDescription': {
    call: () => boxes.updateBoxDescription(12, 'Winter coats'),
    method: 'PATCH',
    path: '/v1/box/12',
    body: { customerDescription: { value: 'Winter coats' } },
  },
  'boxes.getBoxImages': {
    call: () => boxes.getBoxImages(12),
    method: 'GET',
    path: '/v1/box/12/images',
  },
  'boxes.getItemCheckPhotos': {
    call: () => boxes.getItemCheckPhotos(12, 6),
    method: 'GET',
    path: '/v1/itemCheckPhotos/box/12/6',
  },
  'boxes.uploadBoxImage': {
    call: () => boxes.uploadBoxImage(12, { imageData: 'AAAA', mimeType: 'image/png' }),
    method: 'POST',
    path: '/v1/box/12/image',
    body: { imageData: 'AAAA', mimeType: 'image/png' },
  },
  'boxes.deleteBoxImage': {
    call: () => boxes.deleteBoxImage(99),
    method: 'DELETE',
    path: '/v1/box/image/99',
  },
  'boxes.getBoxLabel': {
    call: () => boxes.getBoxLabel(12),
    method: 'GET',
    path: '/v1/box/12/label',
  },
  'baskets.getBasket': { call: () => baskets.getBasket(5), method: 'GET', path: '/v1/basket/5' },
  'baskets.createBasket (defaults)': {
    call: () => baskets.createBasket({ customerId: 7, basketType: 'btb' }),
    method: 'POST',
    path: '/v1/basket/cid/7/basketType/btb/marketingReference/null/partner/null/sales/false',
  },
  'baskets.createBasket (partner and sales)': {
    call: () =>
      baskets.createBasket({ customerId: 7, basketType: 'return', partner: 'acme', sales: true }),
    method: 'POST',
    path: '/v1/basket/cid/7/basketType/return/marketingReference/null/partner/acme/sales/true',
  },
  'baskets.patchBasket': {
    call: () => baskets.patchBasket(5, { promoCode: 'SAVE10' }),
    method: 'PATCH',
    path: '/v1/basket/5',
    body: { promoCode: 'SAVE10' },
  },
  'baskets.patchBasketPart': {
    call: () => baskets.patchBasketPart(5, 'btb', { numberOfMonths: 3 }),
    method: 'PATCH',
    path: '/v1/basket/5/btb',
    body: { numberOfMonths: 3 },
  },
  'baskets.updateStorageBasket': {
    call: () =>
      baskets.updateStorageBasket(5, {
        lineItems: [{ boxTypeId: 48, quantity: 2 }],
        numberOfMonths: 1,
      }),
    method: 'PUT',
    path: '/v1/basket/storage/5',
    body: { lineItems: [{ boxTypeId: 48, quantity: 2 }], numberOfMonths: 1 },
  },
  'baskets.updateReturnOrCollectionBasket (return)': {
    call: () => baskets.updateReturnOrCollectionBasket('return', 5, { roomReturn: true }),
    method: 'PUT',
    path: '/v1/basket/return/5',
    body: { roomReturn: true },
  },
  'baskets.updateReturnOrCollectionBasket (collection)': {
    call: () =>
      baskets.updateReturnOrCollectionBasket('collection', 5, { collectionItems: [{ boxId: 1 }] }),
    method: 'PUT',
    path: '/v1/basket/collection/5',
    body: { collectionItems: [{ boxId: 1 }] },
  },
  'baskets.updateMaterialsBasket': {
    call: () => baskets.updateMaterialsBasket(5, { items: [{ materialId: 3, quantity: 2 }] }),
    method: 'PUT',
    path: '/v1/basket/materials/5',
    body: { items: [{ materialId: 3, quantity: 2 }] },
  },
  'baskets.deleteBasketPart': {
    call: () => baskets.deleteBasketPart(5, 'materials'),
    method: 'DELETE',
    path: '/v1/basket/5/materials',
  },
  'baskets.validateBasket': {
    call: () => baskets.validateBasket(5),
    method: 'GET',
    path: '/v1/basket/5/validate',
  },
  'orders.listOrders (defaults)': {
    call: () => orders.listOrders({ customerId: 7 }),
    method: 'GET',
    path: '/v1/orders/7/1/50/desc',
  },
  'orders.getOrderBoxLabels': {
    call: () => orders.getOrderBoxLabels(40),
    method: 'GET',
    path: '/v1/order/40/boxLabels',
  },
  'orders.getInvoiceData': {
    call: () => orders.getInvoiceData(40),
    method: 'GET',
    path: '/v1/order/40/invoiceData',
  },
  'orders.cancelOrder': {
    call: () => orders.cancelOrder(40),
    method: 'PUT',
    path: '/v1/order/40/cancel',
    body: { orderId: 40 },
  },
  'orders.changeOrderTimeslot': {
    call: () =>
      orders.changeOrderTimeslot(40, { doorstepDate: '2026-03-11', startHour: 8, endHour: 13 }),
    method: 'PUT',
    path: '/v1/order/40/timeslot',
    body: { doorstepDate: '2026-03-11', startHour: 8, endHour: 13 },
  },
  'orders.updateOrdersPhoneNumber': {
    call: () => orders.updateOrdersPhoneNumber(7, '07700900123'),
    method: 'PUT',
    path: '/v1/orders/7/updatePhoneNumber',
    body: { newPhoneNumber: '+447700900123' },
  },
  'cards.listCards': { call: () => cards.listCards(7), method: 'GET', path: '/v1/cards/7' },
  'cards.setDefaultCard': {
    call: () => cards.setDefaultCard(3),
    method: 'PATCH',
    path: '/v1/card/3',
    body: { default: true },
  },
  'cards.deleteCard': { call: () => cards.deleteCard(3), method: 'DELETE', path: '/v1/card/3' },
  'payments.createAddCardSetupIntent': {
    call: () => payments.createAddCardSetupIntent(7),
    method: 'POST',
    path: '/v1/setupIntent/addCard/7',
  },
  'payments.getSetupIntentProgress': {
    call: () => payments.getSetupIntentProgress('seti_123'),
    method: 'POST',
    path: '/v1/setupIntent/seti_123',
  },
  'payments.startCheckout': {
    call: () => payments.startCheckout(5, 96.66),
    method: 'POST',
    path: '/v1/basket/5/checkout/start',
    body: { quotedTotal: 96.66 },
  },
  'payments.getCheckoutProgress': {
    call: () => payments.getCheckoutProgress(5),
    method: 'GET',
    path: '/v1/basket/5/checkout/progress',
  },
  'payments.startClearBalance': {
    call: () => payments.startClearBalance(7, 3),
    method: 'POST',
    path: '/v1/payments/7/clearBalance/start',
    body: { cardId: 3 },
  },
  'payments.getClearBalanceProgress': {
    call: () => payments.getClearBalanceProgress(7, 77),
    method: 'GET',
    path: '/v1/payments/7/clearBalance/payment/77/progress',
  },
  'payments.createPaymentIntent': {
    call: () => payments.createPaymentIntent(5),
    method: 'POST',
    path: '/v1/basket/5/paymentIntent/create',
  },
  'payments.createPaymentIntent with a saved card': {
    call: () => payments.createPaymentIntent(5, { cardId: 3 }),
    method: 'POST',
    path: '/v1/basket/5/paymentIntent/create',
    body: { cardId: 3 },
  },
  'sandbox.createSandboxPaymentMethod': {
    call: () =>
      sandbox.createSandboxPaymentMethod({
        number: '4242424242424242',
        expMonth: 12,
        expYear: 2030,
        cvc: '123',
      }),
    method: 'POST',
    path: '/v1/sandbox/paymentMethods',
    body: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
  },
  'sandbox.confirmSandboxSetupIntent': {
    call: () => sandbox.confirmSandboxSetupIntent('seti_1', 'pm_1'),
    method: 'POST',
    path: '/v1/sandbox/setupIntents/seti_1/confirm',
    body: { paymentMethodId: 'pm_1' },
  },
  'sandbox.authenticateSandboxPayment': {
    call: () => sandbox.authenticateSandboxPayment('secret_1', true),
    method: 'POST',
    path: '/v1/sandbox/authenticate',
    body: { clientSecret: 'secret_1', approve: true },
  },
  'payments.getPaymentsWithPending': {
    call: () => payments.getPaymentsWithPending(7),
    method: 'GET',
    path: '/v1/payments/7/withPendingPayments',
  },
  'payments.getStatement': {
    call: () => payments.getStatement(7),
    method: 'GET',
    path: '/v1/payments/7/statement',
  },
  'pricing.getStoragePrices': {
    call: () => pricing.getStoragePrices(7),
    method: 'GET',
    path: '/v1/storage/prices/user/7',
  },
  'pricing.getInsurancePrices': {
    call: () => pricing.getInsurancePrices(5),
    method: 'GET',
    path: '/v1/insurance/prices/5',
  },
  'pricing.getMaterials': {
    call: () => pricing.getMaterials(),
    method: 'GET',
    path: '/v1/materials',
  },
  'pricing.getMaterialSuggestions': {
    call: () => pricing.getMaterialSuggestions(),
    method: 'GET',
    path: '/v1/materials/suggestions',
  },
  'pricing.checkPromotion': {
    call: () => pricing.checkPromotion(5, ' SAVE10 '),
    method: 'GET',
    path: '/v1/promotion/5/SAVE10',
  },
  'pricing.getLongDistanceSurcharge': {
    call: () => pricing.getLongDistanceSurcharge(5, 9),
    method: 'GET',
    path: '/v1/return/prices/longDistanceSurchargeForBasket/5/9',
  },
  'pricing.getRoomReturnPrice': {
    call: () => pricing.getRoomReturnPrice(),
    method: 'GET',
    path: '/v1/return/prices/roomReturn',
  },
  'timeslots.getFirstAvailableServiceDate': {
    call: () =>
      timeslots.getFirstAvailableServiceDate({
        orderType: 'BTB',
        basketId: 5,
        containsFurniture: false,
        materialsDeliveryDate: '2026-03-02',
      }),
    method: 'GET',
    path: '/v1/timeslots/fasd/ordertype/BTB/basket/5/containsFurniture/false/materialsdeliverydate/2026-03-02',
  },
  'timeslots.getEditBasketFirstAvailableServiceDate': {
    call: () =>
      timeslots.getEditBasketFirstAvailableServiceDate({
        basketId: 5,
        containsFurniture: true,
        materialsDeliveryDate: null,
      }),
    method: 'GET',
    path: '/v1/fasd/editbasket/5/containsFurniture/true/materialsdeliverydate/null',
  },
  'timeslots.getNextTimeslots': {
    call: () =>
      timeslots.getNextTimeslots({
        orderType: 'COLLECTION',
        basketId: 5,
        date: '2026-03-02',
        numberOfDays: 7,
      }),
    method: 'GET',
    path: '/v1/timeslots/COLLECTION/next/5/2026-03-02/7',
  },
  'timeslots.getEditBasketNextTimeslots': {
    call: () =>
      timeslots.getEditBasketNextTimeslots({
        orderType: 'BTB_RETURN',
        basketId: 5,
        date: '2026-03-02',
        numberOfDays: 7,
      }),
    method: 'GET',
    path: '/v1/timeslots/BTB_RETURN/editbasket/5/date/2026-03-02/next/7',
  },
  'courier.isInHouseCollectionPostcode': {
    call: () => courier.isInHouseCollectionPostcode('sw1a 1aa', 'collection'),
    method: 'GET',
    path: '/v1/courier/isInHouseCollectionPostcode/SW1A%201AA/basketType/collection',
  },
  'addresses.listAddresses': {
    call: () => addresses.listAddresses(7),
    method: 'GET',
    path: '/v1/addresses/7',
  },
  'addresses.createAddress': {
    call: () =>
      addresses.createAddress(7, {
        addressLine1: '1 High Street',
        town: 'Leeds',
        postcode: '',
        notificationPhone: '07700900123',
      }),
    method: 'POST',
    path: '/v1/address/7',
    body: { addressLine1: '1 High Street', town: 'Leeds', notificationPhone: '+447700900123' },
  },
  'addresses.updateAddress': {
    call: () => addresses.updateAddress(9, { addressId: 9, town: 'York', postcode: ' ' } as never),
    method: 'PUT',
    path: '/v1/address/9',
    body: { town: 'York' },
  },
  'addresses.deleteAddress': {
    call: () => addresses.deleteAddress(9),
    method: 'DELETE',
    path: '/v1/address/9',
  },
  'addresses.getPostcodeGeoData': {
    call: () => addresses.getPostcodeGeoData(' LS1 4AP '),
    method: 'POST',
    path: '/v1/postcodeGeoData',
    body: { postcode: 'LS1 4AP' },
  },
  'addresses.autocompleteAddress': {
    call: () => addresses.autocompleteAddress({ query: '1 High' }),
    method: 'POST',
    path: '/api/address/autocomplete',
    body: { query: '1 High' },
  },
  'addresses.findAddresses': {
    call: () => addresses.findAddresses({ postcode: 'LS1 4AP' }),
    method: 'POST',
    path: '/api/address/find',
    body: { postcode: 'LS1 4AP' },
  },
  'addresses.groupAddresses': {
    call: () => addresses.groupAddresses({ query: 'High', pathfilter: 'grp-1' }),
    method: 'POST',
    path: '/api/address/group',
    body: { query: 'High', pathfilter: 'grp-1' },
  },
  'addresses.retrieveAddress': {
    call: () => addresses.retrieveAddress({ query: 'High', id: 'a-1', identifier: 'udprn-1' }),
    method: 'POST',
    path: '/api/address/retrieve',
    body: { query: 'High', id: 'a-1', identifier: 'udprn-1' },
  },
  'support.getReturnCities': {
    call: () => support.getReturnCities(),
    method: 'GET',
    path: '/v1/support/returnCities',
  },
  'support.getSupportSettings': {
    call: () => support.getSupportSettings(),
    method: 'GET',
    path: '/v1/support/settings',
  },
  'support.getFutureBankHolidays': {
    call: () => support.getFutureBankHolidays(),
    method: 'GET',
    path: '/v1/support/bankholidays/future',
  },
  'support.createSupportTicket': {
    call: () => support.createSupportTicket({ subject: 'Help', message: 'Where is my box?' }),
    method: 'POST',
    path: '/v1/intercom/ticket',
    body: { subject: 'Help', message: 'Where is my box?', orderId: null },
  },
  'content.getEsConfig': {
    call: () => content.getEsConfig(),
    method: 'GET',
    path: '/cms/es-config',
  },
  'content.getFaqs': {
    call: () => content.getFaqs({ category: 'returns', q: ' late ' }),
    method: 'GET',
    path: '/cms/faqs',
    query: { category: 'returns', q: 'late' },
  },
  'content.getFaqCategories': {
    call: () => content.getFaqCategories(),
    method: 'GET',
    path: '/cms/faq-categories',
  },
  'builds.getLatestBuild': {
    call: () => builds.getLatestBuild(1_700_000_000_000),
    method: 'GET',
    path: '/builds/latest.json',
    query: { t: '1700000000000' },
  },
  'builds.getBuildMeta': {
    call: () => builds.getBuildMeta('b-42'),
    method: 'GET',
    path: '/builds/meta/b-42.json',
  },
};

const isMainApi = (path: string) => path.startsWith('/v1/');

describe('every call puts the request SPEC.md section 7 describes on the wire', () => {
  it.each(Object.entries(calls))('%s', async (_, { call, method, path, body, form, query }) => {
    await call();
    expect(server.requests).toHaveLength(1);
    const request = server.last();
    expect(request.method).toBe(method);
    expect(request.path).toBe(path);

    const { integratorId, ...rest } = Object.fromEntries(request.query);
    expect(integratorId).toBe(isMainApi(path) ? '2' : undefined);
    expect(rest).toEqual(query ?? {});

    if (form) {
      expect(request.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
      expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual(form);
    } else if (body === undefined) {
      expect(request.body).toBe('');
    } else {
      expect(request.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(request.body)).toEqual(body);
    }

    const publicFile = path.startsWith('/cms/') || path.startsWith('/builds/');
    expect(request.headers.authorization).toBe(publicFile ? undefined : 'Bearer tok-1');
  });
});

describe('success bodies come back parsed', () => {
  const customerRecord = {
    customerId: 7,
    joinedDate: '2024-05-01',
    email: 'ada@example.test',
    firstName: 'Ada',
    lastName: 'Lovelace',
    postcode: 'LS1 4AP',
    dayTimePhone: '',
    eveningPhone: '',
    mobilePhone: '+447700900123',
    debtStatus: 0,
    smsCommsEnabled: false,
    emailCommsEnabled: true,
    tieredPricing: false,
  };

  it('gives the customer record', async () => {
    server.respond(() => ({ json: customerRecord }));
    expect(await customer.getCustomer()).toEqual({ ok: true, data: customerRecord });
  });

  it('gives ok:false with a clear message when the customer record is malformed', async () => {
    server.respond(() => ({ json: { ...customerRecord, customerId: 'seven' } }));
    const result = await customer.getCustomer();
    expect(result).toMatchObject({ ok: false });
    if (!result.ok) expect(result.message).toMatch(/could not read.*customerId/);
  });

  it('turns item-check photos into read-only jpeg images with id 0', async () => {
    server.respond(() => ({ json: ['QUJD', 'REVG'] }));
    expect(await boxes.getItemCheckPhotos(12, 6)).toEqual({
      ok: true,
      data: [
        { boxImageId: 0, imageData: 'QUJD', mimeType: 'image/jpeg', readonly: true },
        { boxImageId: 0, imageData: 'REVG', mimeType: 'image/jpeg', readonly: true },
      ],
    });
  });

  it('gives the timeslots themselves', async () => {
    const slot = { doorstepDate: '2026-03-02', startHour: 9, endHour: 13, available: true };
    server.respond(() => ({ json: { timeslots: [slot] } }));
    const result = await timeslots.getNextTimeslots({
      orderType: 'BTB',
      basketId: 5,
      date: '2026-03-02',
      numberOfDays: 7,
    });
    expect(result).toEqual({ ok: true, data: [slot] });
  });

  it('gives a box label as a PDF Blob', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7\n%%EOF\n');
    server.respond(() => ({ body: pdf, contentType: 'application/pdf' }));
    const result = await boxes.getBoxLabel(12);
    expect(result.ok && result.data.type).toBe('application/pdf');
    expect(result.ok && result.data.size).toBe(pdf.byteLength);
  });
});

describe('promotion check', () => {
  it('passes on the server’s verdict', async () => {
    const promotion = {
      valid: true,
      promoCode: 'SAVE10',
      discountType: 'percentage',
      amount: 10,
      description: '10% off',
    };
    server.respond(() => ({ json: promotion }));
    expect(await pricing.checkPromotion(5, 'SAVE10')).toEqual({ ok: true, data: promotion });
  });

  it('yields valid:false when the call fails', async () => {
    server.respond(() => ({ status: 404, json: { errorCode: 155 } }));
    const result = await pricing.checkPromotion(5, 'NOPE');
    expect(result).toEqual({
      ok: true,
      data: { valid: false, promoCode: 'NOPE', discountType: null, amount: 0, description: '' },
    });
  });

  it('yields valid:false without asking the server when the code is blank', async () => {
    const result = await pricing.checkPromotion(5, '  ');
    expect(result.ok && result.data.valid).toBe(false);
    expect(server.requests).toHaveLength(0);
  });
});

describe('signing in re-arms session-expiry reporting', () => {
  const expired = { status: 401, json: { errorCode: 1310 } };
  const token = {
    access_token: 'tok-2',
    token_type: 'bearer',
    expires_in: 3600,
    roles: '["Customer"]',
  };

  it.each([
    ['the token call', () => auth.requestToken({ username: 'a@b.test', password: 'pw' })],
    ['the login route', () => auth.login({ username: 'a@b.test', password: 'pw' })],
  ])('after %s succeeds, the next 1310 is reported again', async (_, signIn) => {
    const listener = vi.fn();
    expiry.subscribe(listener);
    server.respond(() => expired);
    await customer.getCustomer();
    await customer.getCustomer();
    expect(listener).toHaveBeenCalledTimes(1);

    server.respond(() => ({ json: token }));
    expect(await signIn()).toMatchObject({ ok: true, data: { access_token: 'tok-2' } });

    server.respond(() => expired);
    await customer.getCustomer();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('a failed sign-in does not re-arm it', async () => {
    const listener = vi.fn();
    expiry.subscribe(listener);
    server.respond(() => expired);
    await customer.getCustomer();
    server.respond(() => ({
      status: 400,
      json: { error: 'invalid_grant', error_description: 'The email or password is incorrect' },
    }));
    expect(await auth.requestToken({ username: 'a@b.test', password: 'x' })).toEqual({
      ok: false,
      status: 400,
      message: 'The email or password is incorrect',
    });
    server.respond(() => expired);
    await customer.getCustomer();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('the app-wide token', () => {
  it('is left off once cleared by sign-out', async () => {
    setAccessToken(null);
    await customer.getCustomer();
    expect(server.last().headers.authorization).toBeUndefined();
  });
});
