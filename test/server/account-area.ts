import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { deflateSync, inflateSync } from 'node:zlib';
import { expect } from 'vitest';
import { createApp } from '../../server/app.ts';
import type { OrderingOverrides } from '../../server/baskets/settings.ts';
import {
  fileImageStore,
  type ImageStore,
  memoryImageStore,
} from '../../server/boxes/image-store.ts';
import type { Db } from '../../server/db/database.ts';
import type { NewBox, NewOrder } from '../../server/db/tables.ts';
import { bearer, register, signIn, TEST_AUTH, v1 } from './accounts.ts';
import { testConfig } from './harness.ts';

/** Helpers for the account area's server tests: boxes, photos, labels, orders, feedback. */

export interface AccountAppOptions {
  ordering?: OrderingOverrides;
  images?: ImageStore;
  devTools?: boolean;
}

export function accountApp(db: Db, options: AccountAppOptions = {}) {
  return createApp({
    db,
    config: testConfig({ devTools: options.devTools ?? false }),
    distDir: 'dist',
    auth: TEST_AUTH,
    ordering: options.ordering ?? {},
    images: options.images ?? memoryImageStore(),
  });
}

export type AccountApp = ReturnType<typeof accountApp>;

export interface Member {
  customerId: number;
  email: string;
  token: string;
}

/** A new customer, signed in. */
export async function member(app: AccountApp, overrides: Record<string, unknown> = {}) {
  const { customerId, email } = await register(app, overrides);
  return { customerId, email, token: await signIn(app, email) } satisfies Member;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A /v1 call as `who` (or with no token), with a JSON body when given. */
export function call(
  app: AccountApp,
  who: Pick<Member, 'token'> | null,
  method: Method,
  path: string,
  body?: unknown,
) {
  const headers: Record<string, string> = who ? bearer(who.token) : {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return app.request(v1(path), {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
}

export async function expectStatus(response: Response | Promise<Response>, status: number) {
  const res = await response;
  const text = await res.text();
  expect(res.status, text.slice(0, 500)).toBe(status);
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

export async function expectError(
  response: Response | Promise<Response>,
  status: number,
  errorCode: number,
) {
  const body = (await expectStatus(response, status)) as { errorCode: number; message: string };
  expect(body.errorCode).toBe(errorCode);
  return body;
}

export async function insertBox(
  db: Db,
  customerId: number,
  values: Partial<NewBox> = {},
): Promise<number> {
  const now = new Date('2026-02-01T10:00:00Z');
  const { boxId } = await db
    .insertInto('boxes')
    .values({
      customerId,
      boxTypeId: 14,
      status: 'WithLoveSpace',
      ownerType: 'lovespace',
      createdAt: now,
      statusDate: now,
      ...values,
    })
    .returning('boxId')
    .executeTakeFirstOrThrow();
  return boxId;
}

export async function insertOrder(
  db: Db,
  customerId: number,
  values: Partial<NewOrder> = {},
): Promise<number> {
  const { orderId } = await db
    .insertInto('orders')
    .values({
      customerId,
      orderType: 'BTB',
      orderDate: new Date('2026-02-20T10:00:00Z'),
      serviceDate: '2026-03-20',
      numberOfItems: 2,
      status: 'Booked',
      totalPence: 4000,
      isOrderEditable: true,
      isOrderCancellable: true,
      ...values,
    })
    .returning('orderId')
    .executeTakeFirstOrThrow();
  return orderId;
}

/** A temporary DATA_DIR/uploads with a file store over it. */
export async function tempUploads() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'boxroom-uploads-'));
  return {
    dir,
    store: fileImageStore(dir),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG of one grey pixel, made here rather than shipped as a fixture. */
export function tinyPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const pixels = deflateSync(Buffer.from([0, 0x80]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', new Uint8Array()),
  ]);
}

/** A 1 x 1 lossless WebP. */
export const TINY_WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

/**
 * The text a PDF shows: every content stream inflated, and the strings of its text operators
 * (hex `<...>` and literal `(...)`) decoded and joined per operator.
 */
export function pdfText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf);
  const texts: string[] = [];
  let from = 0;
  for (;;) {
    const start = raw.indexOf('stream', from, 'latin1');
    if (start < 0) break;
    const dataStart = raw[start + 6] === 0x0d ? start + 8 : start + 7;
    const end = raw.indexOf('endstream', dataStart, 'latin1');
    if (end < 0) break;
    const data = raw.subarray(dataStart, end);
    let content: string;
    try {
      content = inflateSync(data).toString('latin1');
    } catch {
      content = data.toString('latin1');
    }
    for (const op of content.matchAll(
      /\[(.*?)\]\s*TJ|(<[0-9a-fA-F]*>|\((?:\\.|[^\\)])*\))\s*Tj/g,
    )) {
      const parts = (op[1] ?? op[2] ?? '').match(/<[0-9a-fA-F]*>|\((?:\\.|[^\\)])*\)/g) ?? [];
      texts.push(
        parts
          .map((part) =>
            part.startsWith('<')
              ? Buffer.from(part.slice(1, -1), 'hex').toString('latin1')
              : part.slice(1, -1).replace(/\\(.)/g, '$1'),
          )
          .join(''),
      );
    }
    from = end + 9;
  }
  return texts.join('\n');
}

/** Pages in a PDF. */
export function pdfPageCount(pdf: Uint8Array): number {
  return (
    Buffer.from(pdf)
      .toString('latin1')
      .match(/\/Type \/Page\b/g) ?? []
  ).length;
}
