import { beforeAll, describe, expect, it } from 'vitest';
import {
  code128Bars,
  code128Values,
  code128Widths,
  PATTERNS,
  QUIET_ZONE_MODULES,
  START_B,
  START_C,
  STOP,
} from '../../server/pdf/code128.ts';
import { printable } from '../../server/pdf/document.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import {
  type AccountApp,
  accountApp,
  call,
  expectError,
  insertBox,
  insertOrder,
  type Member,
  member,
  pdfPageCount,
  pdfText,
} from './account-area.ts';
import { forEachDatabase } from './harness.ts';

/**
 * Reads widths back the way a scanner does: symbol by symbol through the pattern table,
 * then checks start, checksum and stop, and turns the values back into text.
 */
function decode(widths: number[]): string {
  const symbols: number[] = [];
  let at = 0;
  while (at < widths.length) {
    const size = widths.length - at === 7 ? 7 : 6;
    const pattern = widths.slice(at, at + size).join('');
    const value = PATTERNS.indexOf(pattern);
    if (value < 0) throw new Error(`No symbol ${pattern} at ${at}`);
    symbols.push(value);
    at += size;
  }
  const [start, ...rest] = symbols;
  const stop = rest.pop();
  const check = rest.pop();
  if (stop !== STOP) throw new Error('No stop symbol');
  const sum = rest.reduce((total, value, index) => total + value * (index + 1), start ?? 0);
  if (sum % 103 !== check) throw new Error(`Checksum ${check} should be ${sum % 103}`);
  let set = start === START_C ? 'C' : start === START_B ? 'B' : '?';
  let text = '';
  for (const value of rest) {
    if (value === 99) set = 'C';
    else if (value === 100) set = 'B';
    else if (set === 'C') text += String(value).padStart(2, '0');
    else if (set === 'B') text += String.fromCharCode(value + 32);
    else throw new Error('Unknown code set');
  }
  return text;
}

describe('Code 128', () => {
  it('has 107 distinct symbols of 11 modules (13 for stop), bars of even width', () => {
    expect(new Set(PATTERNS).size).toBe(107);
    PATTERNS.forEach((pattern, value) => {
      const widths = [...pattern].map(Number);
      const total = widths.reduce((a, b) => a + b, 0);
      expect(total, `symbol ${value}`).toBe(value === STOP ? 13 : 11);
      const bars = widths.filter((_, index) => index % 2 === 0).reduce((a, b) => a + b, 0);
      if (value !== STOP) expect(bars % 2, `symbol ${value}`).toBe(0);
    });
  });

  it.each(['1', '42', '123', '1234', '2147483647', 'Box 7', 'AZaz09 ~'])(
    'encodes %s so that it decodes back with a valid checksum',
    (text) => {
      expect(decode(code128Widths(text))).toBe(text);
    },
  );

  it('puts even-length digits in code set C, two to a symbol', () => {
    // 105 (start C), 12, 34, checksum (105 + 12 + 2 * 34) % 103 = 82, stop.
    expect(code128Values('1234')).toEqual([105, 12, 34, 82, 106]);
    // An odd digit first in set B: (104 + 17 + 2 * 99 + 3 * 23) % 103 = 79.
    expect(code128Values('123')).toEqual([104, 17, 99, 23, 79, 106]);
  });

  it('refuses what it cannot encode', () => {
    expect(() => code128Values('')).toThrow();
    expect(() => code128Values('caf\u00e9')).toThrow(/cannot encode/);
  });

  it('leaves a quiet zone either side of the bars', () => {
    const { bars, totalModules } = code128Bars('1234');
    expect(bars[0]?.x).toBe(QUIET_ZONE_MODULES);
    const last = bars.at(-1);
    expect(totalModules - ((last?.x ?? 0) + (last?.width ?? 0))).toBe(QUIET_ZONE_MODULES);
  });
});

describe('printable', () => {
  it.each([
    ['Zoë Brontë', 'Zoë Brontë'],
    ['Łukasz Żółć', '?ukasz Zó?c'],
    ['Đorđe  \n Nguyễn', '?or?e Nguyen'],
    ['Ōsaka 大阪', 'Osaka ??'],
  ])('%s prints as %s', (text, expected) => {
    expect(printable(text)).toBe(expected);
  });
});

forEachDatabase('box labels', (getDatabase) => {
  let app: AccountApp;
  let owner: Member;
  let other: Member;

  beforeAll(async () => {
    app = accountApp(getDatabase().db);
    owner = await member(app, { firstName: 'Ada', lastName: 'Lovelace' });
    other = await member(app);
  });

  async function pdf(res: Response | Promise<Response>) {
    const response = await res;
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    return bytes;
  }

  it('carries the box id, its barcode text, the customer, the box type and the address', async () => {
    const db = getDatabase().db;
    await call(app, owner, 'POST', `address/${owner.customerId}`, {
      addressType: 'Home',
      addressLine1: '3 Rectory Grove',
      town: 'London',
      postcode: 'SW4 7AB',
      countryCode: 'GB',
    });
    const boxId = await insertBox(db, owner.customerId, { boxTypeId: 19 });
    const bytes = await pdf(call(app, owner, 'GET', `box/${boxId}/label`));
    const text = pdfText(bytes);
    expect(text).toContain(`Box ${boxId}`);
    expect(text.split('\n')).toContain(String(boxId));
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain('Large box');
    expect(text).toContain('3 Rectory Grove');
    expect(text).toContain('SW4 7AB');
    expect(pdfPageCount(bytes)).toBe(1);
  });

  it("is 404 for another customer's box, and for none", async () => {
    const boxId = await insertBox(getDatabase().db, owner.customerId);
    await expectError(call(app, other, 'GET', `box/${boxId}/label`), 404, ErrorCode.NotFound);
    await expectError(call(app, owner, 'GET', 'box/2147483000/label'), 404, ErrorCode.NotFound);
  });

  it("makes one page per box of an order, and 404 for another customer's order", async () => {
    const db = getDatabase().db;
    const orderId = await insertOrder(db, owner.customerId);
    const boxIds = [await insertBox(db, owner.customerId), await insertBox(db, owner.customerId)];
    await db
      .insertInto('orderBoxes')
      .values(boxIds.map((boxId) => ({ orderId, boxId })))
      .execute();
    const bytes = await pdf(call(app, owner, 'GET', `order/${orderId}/boxLabels`));
    expect(pdfPageCount(bytes)).toBe(2);
    const text = pdfText(bytes);
    for (const boxId of boxIds) expect(text).toContain(`Box ${boxId}`);
    await expectError(
      call(app, other, 'GET', `order/${orderId}/boxLabels`),
      404,
      ErrorCode.NotFound,
    );
  });

  it('is 404 for an order without boxes', async () => {
    const orderId = await insertOrder(getDatabase().db, owner.customerId, {
      orderType: 'BTB_MATERIALS',
    });
    const body = await expectError(
      call(app, owner, 'GET', `order/${orderId}/boxLabels`),
      404,
      ErrorCode.NotFound,
    );
    expect(body.message).toMatch(/no boxes/);
  });
});
