import { z } from 'zod';
import {
  collectionBasketUpdateSchema,
  materialBasketUpdateSchema,
  packingBasketUpdateSchema,
  returnBasketUpdateSchema,
  storageBasketUpdateSchema,
} from '../../src/domain/baskets.ts';
import { enteredPhoneSchema } from '../../src/domain/primitives.ts';
import { shippingBasketUpdateSchema } from '../../src/domain/shipping.ts';

/*
 * Request bodies. Months are taken as any whole number so that a term under one month is
 * answered with the provider's own code (25) rather than a generic validation failure.
 */
const monthsInput = z.int().optional();
export const storageUpdateBodySchema = storageBasketUpdateSchema.extend({
  numberOfMonths: monthsInput,
});
export const collectionUpdateBodySchema = collectionBasketUpdateSchema.extend({
  numberOfMonths: monthsInput,
});
export const materialUpdateBodySchema = materialBasketUpdateSchema;
export const returnUpdateBodySchema = returnBasketUpdateSchema.extend({
  notificationPhone: enteredPhoneSchema.nullable().optional(),
});

export type StorageUpdateBody = z.infer<typeof storageUpdateBodySchema>;
export type CollectionUpdateBody = z.infer<typeof collectionUpdateBodySchema>;
export type MaterialUpdateBody = z.infer<typeof materialUpdateBodySchema>;
export type ReturnUpdateBody = z.infer<typeof returnUpdateBodySchema>;
export const packingUpdateBodySchema = packingBasketUpdateSchema;
export type PackingUpdateBody = z.infer<typeof packingUpdateBodySchema>;
export const shippingUpdateBodySchema = shippingBasketUpdateSchema;
export type ShippingUpdateBody = z.infer<typeof shippingUpdateBodySchema>;

export interface PartBodies {
  storageBasket: StorageUpdateBody;
  materialBasket: MaterialUpdateBody;
  collectionBasket: CollectionUpdateBody;
  returnBasket: ReturnUpdateBody;
  packingBasket: PackingUpdateBody;
  shippingBasket: ShippingUpdateBody;
}

export const PART_BODY_SCHEMAS = {
  storageBasket: storageUpdateBodySchema,
  materialBasket: materialUpdateBodySchema,
  collectionBasket: collectionUpdateBodySchema,
  returnBasket: returnUpdateBodySchema,
  packingBasket: packingUpdateBodySchema,
  shippingBasket: shippingUpdateBodySchema,
} as const;
