import { FetchError } from 'ofetch';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_SERVICES_PHONE } from '../../../src/domain/contact';
import {
  ERROR_MESSAGES,
  ErrorCode,
  errorCode,
  errorMessage,
  FALLBACK_MESSAGE,
  isSessionExpired,
  pageNotFoundMessage,
  routeValidationNotFoundMessage,
  UNKNOWN_ERROR_MESSAGE,
} from '../../../src/domain/errors';

describe('ERROR_MESSAGES', () => {
  it.each([
    [1, 'Address cannot be found'],
    [3, 'Basket not found'],
    [13, 'Cannot delete default card'],
    [15, 'Email address already registered for this competition'],
    [17, 'Invalid email address'],
    [25, 'Minimum of one month storage required'],
    [29, 'The credit limit on your account has been exceeded'],
    [34, 'Payment not taken, please check your card details'],
    [37, 'Payment taken but basket error, customer services advised'],
    [131, 'Invalid referral code'],
    [155, 'Invalid promotion code'],
    [160, 'Your order has already been placed'],
    [172, 'Doorstep delivery is not available on Saturdays'],
    [174, "Items can't be returned on a Saturday"],
    [175, "Items can't be returned on a Saturday"],
    [185, "Storage units aren't available in your area"],
    [198, 'Not enough units at this site on the drop-off day'],
    [211, 'Feedback already submitted for this order'],
    [214, 'Feedback already submitted for this order'],
    [1310, 'Your session has expired, please log in again'],
  ])('code %i reads %s', (code, text) => {
    expect(ERROR_MESSAGES[code]).toBe(text);
  });

  it('code 88 names detained items and the customer-services phone', () => {
    expect(ERROR_MESSAGES[88]).toContain('Detained items cannot be returned');
    expect(ERROR_MESSAGES[88]).toContain(CUSTOMER_SERVICES_PHONE);
  });

  it('gives every named code a non-empty message, with ids in 0..214 or 1310', () => {
    for (const [name, code] of Object.entries(ErrorCode)) {
      expect(ERROR_MESSAGES[code], name).toMatch(/\S/);
      expect(code === 1310 || (code >= 0 && code <= 214), name).toBe(true);
    }
  });

  it('never reuses an id for two names', () => {
    const ids = Object.values(ErrorCode);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('errorMessage', () => {
  it.each<[string, unknown, string]>([
    [
      'error_description first',
      { error_description: 'Bad login', error: 'invalid_grant', errorCode: 3 },
      'Bad login',
    ],
    [
      'error string before Message and code',
      { error: 'Nope', Message: 'API says', errorCode: 3 },
      'Nope',
    ],
    [
      'error object message',
      { error: { message: 'Card declined' }, errorCode: 3 },
      'Card declined',
    ],
    ['APICode Message before code', { APICode: 7, Message: 'From API', errorCode: 3 }, 'From API'],
    ['errorCode from the table', { errorCode: 3, message: 'raw' }, 'Basket not found'],
    ['errorCode as a digit string', { errorCode: '155' }, 'Invalid promotion code'],
    ['errorCode 0 is a known code', { errorCode: 0 }, 'The request is not valid'],
    ['unknown errorCode', { errorCode: 99 }, UNKNOWN_ERROR_MESSAGE],
    ['session expiry', { errorCode: 1310 }, 'Your session has expired, please log in again'],
    [
      'empty error_description is skipped',
      { error_description: '  ', errorCode: 1 },
      'Address cannot be found',
    ],
    ['empty object', {}, FALLBACK_MESSAGE],
    ['null', null, FALLBACK_MESSAGE],
    ['undefined', undefined, FALLBACK_MESSAGE],
    ['a number', 42, FALLBACK_MESSAGE],
    ['NaN', Number.NaN, FALLBACK_MESSAGE],
    ['empty string', '', FALLBACK_MESSAGE],
    ['plain text body', 'Service unavailable', 'Service unavailable'],
    ['an HTML page', '<html><body>502</body></html>', FALLBACK_MESSAGE],
    ['a JSON string body', '{"errorCode":17}', 'Invalid email address'],
    [
      'FetchError-like with data',
      { data: { errorCode: 13 }, status: 400 },
      'Cannot delete default card',
    ],
    [
      'FetchError-like without data',
      { data: undefined, status: 0, message: 'fetch failed' },
      FALLBACK_MESSAGE,
    ],
  ])('%s', (_name, input, expected) => {
    expect(errorMessage(input)).toBe(expected);
  });

  it('reads the data of a real ofetch FetchError', () => {
    const error = new FetchError('[GET] /v1/basket/1: 404 Not Found');
    Object.defineProperty(error, 'data', { value: { errorCode: 1 } });
    expect(errorMessage(error)).toBe('Address cannot be found');
    expect(errorCode(error)).toBe(1);
  });

  it('falls back for a thrown Error with no body', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(FALLBACK_MESSAGE);
  });
});

describe('errorCode and isSessionExpired', () => {
  it.each<[unknown, number | undefined]>([
    [{ errorCode: 1310 }, 1310],
    [{ data: { errorCode: 25 } }, 25],
    [{ APICode: 34 }, 34],
    [{ errorCode: 1.5 }, undefined],
    [{ errorCode: 'abc' }, undefined],
    [null, undefined],
    ['text', undefined],
  ])('errorCode(%j) is %s', (input, expected) => {
    expect(errorCode(input)).toBe(expected);
  });

  it('spots 1310 in a body or a FetchError-like object only', () => {
    expect(isSessionExpired({ errorCode: 1310 })).toBe(true);
    expect(isSessionExpired({ data: { errorCode: 1310 } })).toBe(true);
    expect(isSessionExpired({ errorCode: 131 })).toBe(false);
    expect(isSessionExpired(undefined)).toBe(false);
  });
});

describe('not-found messages', () => {
  it('words the two 404 messages as the spec does', () => {
    expect(pageNotFoundMessage('/nope')).toBe('Page not found: /nope');
    expect(routeValidationNotFoundMessage('/nope')).toBe('Page Not Found: /nope');
  });
});
