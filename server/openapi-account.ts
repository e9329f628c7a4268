import { z } from 'zod';
import { boxPhotoSchema, boxSchema, boxUpdatePayloadSchema } from '../src/domain/boxes.ts';
import { feedbackRequestSchema, feedbackSchema } from '../src/domain/feedback.ts';
import {
  cancelOrderRequestSchema,
  invoiceDataSchema,
  orderSchema,
  orderTimeslotRequestSchema,
  updatePhoneNumberRequestSchema,
} from '../src/domain/orders.ts';
import type { Operation } from './openapi.ts';
import {
  boxIdParamsSchema,
  boxImageIdParamsSchema,
  boxImageUploadBodySchema,
  itemCheckParamsSchema,
} from './routes/v1/boxes.ts';
import { feedbackParamsSchema } from './routes/v1/feedback.ts';
import {
  orderIdParamsSchema,
  ordersCustomerParamsSchema,
  updatePhoneNumberResponseSchema,
} from './routes/v1/orders.ts';

const emptyResponseSchema = z.object({});

/** The account area's calls: box details, photos and labels, order actions and feedback. */
export const ACCOUNT_OPERATIONS: Operation[] = [
  {
    method: 'patch',
    path: '/v1/box/{boxId}',
    summary: "Change the customer's description of a box, wrapped as {value} (max 200)",
    tag: 'boxes',
    bearer: true,
    params: boxIdParamsSchema,
    body: { schema: boxUpdatePayloadSchema, encoding: 'json' },
    response: boxSchema,
  },
  {
    method: 'get',
    path: '/v1/box/{boxId}/images',
    summary: "The box's photos: the customer's own and the provider's read-only evidence",
    tag: 'boxes',
    bearer: true,
    params: boxIdParamsSchema,
    response: z.array(boxPhotoSchema),
  },
  {
    method: 'post',
    path: '/v1/box/{boxId}/image',
    summary:
      'Add a photo (base64): JPEG, PNG or WebP by content, whatever mimeType says, up to 5 MB (413 code 210; other content 400 code 212)',
    tag: 'boxes',
    bearer: true,
    params: boxIdParamsSchema,
    body: { schema: boxImageUploadBodySchema, encoding: 'json' },
    response: boxPhotoSchema,
  },
  {
    method: 'get',
    path: '/v1/box/image/{boxImageId}',
    summary:
      "One of the box's gallery photos, as stored; private, cacheable for a year (ETag, 304)",
    tag: 'boxes',
    bearer: true,
    params: boxImageIdParamsSchema,
    response: z.unknown(),
    binary: 'image/*',
  },
  {
    method: 'get',
    path: '/v1/box/image/{boxImageId}/thumbnail',
    summary: 'A WebP thumbnail of a gallery photo, at most 320 px square, without its metadata',
    tag: 'boxes',
    bearer: true,
    params: boxImageIdParamsSchema,
    response: z.unknown(),
    binary: 'image/*',
  },
  {
    method: 'delete',
    path: '/v1/box/image/{boxImageId}',
    summary:
      "Delete one of the customer's photos; the provider's read-only photos are 403 code 188",
    tag: 'boxes',
    bearer: true,
    params: boxImageIdParamsSchema,
    response: emptyResponseSchema,
  },
  {
    method: 'get',
    path: '/v1/box/{boxId}/label',
    summary: "The box's label as a PDF, with a Code 128 barcode of the box id",
    tag: 'boxes',
    bearer: true,
    params: boxIdParamsSchema,
    binary: 'application/pdf',
    response: z.string(),
  },
  {
    method: 'get',
    path: '/v1/itemCheckPhotos/box/{boxId}/{photoType}',
    summary: 'Item-check photos of a box (photo type 5 or 6) as bare base64 jpegs',
    tag: 'boxes',
    bearer: true,
    params: itemCheckParamsSchema,
    response: z.array(z.string()),
  },
  {
    method: 'get',
    path: '/v1/order/{orderId}/boxLabels',
    summary: "A label for each of the order's boxes, in one PDF",
    tag: 'orders',
    bearer: true,
    params: orderIdParamsSchema,
    binary: 'application/pdf',
    response: z.string(),
  },
  {
    method: 'get',
    path: '/v1/order/{orderId}/invoiceData',
    summary: 'The invoice: lines, subtotal, discount, total and the VAT (20%) it includes',
    tag: 'orders',
    bearer: true,
    params: orderIdParamsSchema,
    response: invoiceDataSchema,
  },
  {
    method: 'put',
    path: '/v1/order/{orderId}/cancel',
    summary: 'Cancel the order (409 code 193 when it cannot be cancelled)',
    tag: 'orders',
    bearer: true,
    params: orderIdParamsSchema,
    body: { schema: cancelOrderRequestSchema, encoding: 'json' },
    response: orderSchema,
  },
  {
    method: 'put',
    path: '/v1/order/{orderId}/timeslot',
    summary:
      'Move an editable order to another courier slot (193 when not editable; 172, 174 or 191 for the slot)',
    tag: 'orders',
    bearer: true,
    params: orderIdParamsSchema,
    body: { schema: orderTimeslotRequestSchema, encoding: 'json' },
    response: orderSchema,
  },
  {
    method: 'put',
    path: '/v1/orders/{customerId}/updatePhoneNumber',
    summary: "Set the contact phone (international form) of the customer's open orders",
    tag: 'orders',
    bearer: true,
    params: ordersCustomerParamsSchema,
    body: { schema: updatePhoneNumberRequestSchema, encoding: 'json' },
    response: updatePhoneNumberResponseSchema,
  },
  {
    method: 'get',
    path: '/v1/customer/feedback/service/{orderId}',
    summary: "The customer's feedback on an order, null fields until given",
    tag: 'orders',
    bearer: true,
    params: feedbackParamsSchema,
    response: feedbackSchema,
  },
  {
    method: 'post',
    path: '/v1/customer/feedback/service/{orderId}',
    summary:
      'Rate a completed order once (409 code 211 or 214 when already given, 189 when not completed)',
    tag: 'orders',
    bearer: true,
    params: feedbackParamsSchema,
    body: { schema: feedbackRequestSchema, encoding: 'json' },
    response: feedbackSchema,
  },
];
