import {
  DETAILS_FIELD_NAMES,
  DETAILS_FIELDS,
  type DetailsField,
  detailsPayloadShape,
} from './details';
import { toInternationalPhone } from './format';
import { emailSchema, idSchema, isoDateSchema, phoneSchema } from './primitives';
import { z } from './zod';

/** The customer's own fields, as the My details form and sign-up edit them. */
export const customerFieldsSchema = z.object({
  email: emailSchema,
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  postcode: z.string().trim().max(10),
  dayTimePhone: phoneSchema,
  eveningPhone: phoneSchema,
  mobilePhone: phoneSchema,
  /** 0 when the account owes nothing; higher values are the provider's arrears stages. */
  debtStatus: z.int().nonnegative(),
  smsCommsEnabled: z.boolean(),
  emailCommsEnabled: z.boolean(),
  /** True when the customer's storage prices come from a tiered (volume) price plan. */
  tieredPricing: z.boolean(),
});
export type CustomerFields = z.infer<typeof customerFieldsSchema>;

/** `GET /customer`. */
export const customerSchema = customerFieldsSchema.extend({
  customerId: idSchema,
  joinedDate: isoDateSchema,
  /**
   * Boxroom: the address the account moves to once the link mailed there is opened; absent
   * when no change is waiting. `email` stays the address in use until then.
   */
  pendingEmail: emailSchema.optional(),
});
export type Customer = z.infer<typeof customerSchema>;

/** `POST /identity/account/confirmEmail`: the token from the link mailed to the new address. */
export const confirmEmailRequestSchema = z.object({ token: z.string().trim().min(1).max(200) });
export type ConfirmEmailRequest = z.infer<typeof confirmEmailRequestSchema>;

/** Its answer: the address the account now uses. */
export const confirmEmailResponseSchema = z.object({ email: emailSchema });
export type ConfirmEmailResponse = z.infer<typeof confirmEmailResponseSchema>;

/**
 * Fields a customer may change (debt status and price plan are the provider's to set): those
 * of My details, defined once in src/domain/details.ts.
 */
export const CUSTOMER_EDITABLE_FIELDS = DETAILS_FIELD_NAMES;
export type CustomerEditableField = DetailsField;
export type CustomerEditableFields = Pick<CustomerFields, CustomerEditableField>;

/** `POST /customer/{id}/edit`: each changed field wrapped as `{ value }`. */
export const customerEditPayloadSchema = z
  .object(detailsPayloadShape)
  .partial()
  .extend({
    /** Needed, unwrapped, when the email changes: a borrowed session must not take the account. */
    currentPassword: z.string().min(1).max(1024).optional(),
  });
export type CustomerEditPayload = z.infer<typeof customerEditPayloadSchema>;

/**
 * Builds the edit payload from the changed fields: each wrapped as `{ value }` and tidied as
 * stored (phone numbers in international form), and fields the customer may not edit (or left
 * undefined) dropped.
 */
export function toEditPayload(fields: Partial<CustomerFields>): CustomerEditPayload {
  const payload: Record<string, { value: unknown }> = {};
  for (const key of CUSTOMER_EDITABLE_FIELDS) {
    const value = fields[key];
    if (value === undefined) continue;
    payload[key] = {
      value:
        DETAILS_FIELDS[key].kind === 'tel' && typeof value === 'string'
          ? toInternationalPhone(value)
          : value,
    };
  }
  return payload as CustomerEditPayload;
}

/** The number couriers ring: the mobile, else the daytime, else the evening phone; '' if none. */
export function contactPhone(
  customer: Pick<Customer, 'mobilePhone' | 'dayTimePhone' | 'eveningPhone'>,
): string {
  return customer.mobilePhone || customer.dayTimePhone || customer.eveningPhone || '';
}

export function customerFullName(customer: Pick<Customer, 'firstName' | 'lastName'>): string {
  return `${customer.firstName} ${customer.lastName}`.trim();
}

/**
 * What My details says while a change of email waits for its link: the account keeps the old
 * address until the link mailed to the new one is opened.
 */
export function pendingEmailMessage(pendingEmail: string, currentEmail: string): string {
  return `We've sent a link to ${pendingEmail} \u2014 open it to confirm your new email address. Until then we'll keep using ${currentEmail}.`;
}

/** What the confirm page says once the account has moved. */
export function emailConfirmedMessage(email: string): string {
  return `Your email address is now ${email}.`;
}
