import { z } from 'zod';
import { enteredPhoneSchema, toInternationalPhone } from './format';
import { emailSchema, idSchema, isoDateSchema, phoneSchema, wrapped } from './primitives';

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
});
export type Customer = z.infer<typeof customerSchema>;

/** Fields a customer may change; debt status and price plan are the provider's to set. */
export const CUSTOMER_EDITABLE_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'postcode',
  'dayTimePhone',
  'eveningPhone',
  'mobilePhone',
  'smsCommsEnabled',
  'emailCommsEnabled',
] as const;
export type CustomerEditableField = (typeof CUSTOMER_EDITABLE_FIELDS)[number];
export type CustomerEditableFields = Pick<CustomerFields, CustomerEditableField>;

const editable = customerFieldsSchema.pick({
  email: true,
  firstName: true,
  lastName: true,
  postcode: true,
  dayTimePhone: true,
  eveningPhone: true,
  mobilePhone: true,
  smsCommsEnabled: true,
  emailCommsEnabled: true,
}).shape;

/** `POST /customer/{id}/edit`: each changed field wrapped as `{ value }`. */
export const customerEditPayloadSchema = z
  .object({
    email: wrapped(editable.email),
    firstName: wrapped(editable.firstName),
    lastName: wrapped(editable.lastName),
    postcode: wrapped(editable.postcode),
    dayTimePhone: wrapped(enteredPhoneSchema),
    eveningPhone: wrapped(enteredPhoneSchema),
    mobilePhone: wrapped(enteredPhoneSchema),
    smsCommsEnabled: wrapped(editable.smsCommsEnabled),
    emailCommsEnabled: wrapped(editable.emailCommsEnabled),
  })
  .partial()
  .extend({
    /** Needed, unwrapped, when the email changes: a borrowed session must not take the account. */
    currentPassword: z.string().min(1).max(1024).optional(),
  });
export type CustomerEditPayload = z.infer<typeof customerEditPayloadSchema>;

const PHONE_FIELDS: readonly CustomerEditableField[] = [
  'dayTimePhone',
  'eveningPhone',
  'mobilePhone',
];

/**
 * Builds the edit payload from the changed fields: each wrapped as `{ value }`, phone numbers
 * in international form, and fields the customer may not edit (or left undefined) dropped.
 */
export function toEditPayload(fields: Partial<CustomerFields>): CustomerEditPayload {
  const payload: Record<string, { value: unknown }> = {};
  for (const key of CUSTOMER_EDITABLE_FIELDS) {
    const value = fields[key];
    if (value === undefined) continue;
    payload[key] = {
      value:
        PHONE_FIELDS.includes(key) && typeof value === 'string'
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
