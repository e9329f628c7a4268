import type { Customer } from './customer';
import { phoneDisplayText, phoneProblem, toInternationalPhone } from './format';
import { tidyPostcode } from './postcodes';
import { emailSchema, enteredPhoneSchema, wrapped } from './primitives';
import { z } from './zod';

/*
 * The fields of My details, each defined once: what the form shows (label, hint, kind, id),
 * how what was typed is checked and tidied, how the stored value reads back, and the schema
 * the edit payload accepts. The form, the machine, the payload and the server all follow from
 * this table, so a new field is one entry here (and a column in the customers table).
 */

interface FieldBase {
  /** The form control's id, which the error summary links to. */
  id: string;
  label: string;
  hint?: string;
  /** What the edit payload accepts for the field (wrapped as `{ value }` on the wire). */
  entered: z.ZodType;
}

interface TextDetail extends FieldBase {
  kind: 'text' | 'email' | 'tel';
  autoComplete: string;
  width?: 'sm' | 'md';
  /** What is wrong with what was typed, or null (GOV.UK wording). */
  problem: (typed: string) => string | null;
  /** What was typed as it is stored: trimmed, upper-cased, in international form… */
  tidy: (typed: string) => string;
}

interface FlagDetail extends FieldBase {
  kind: 'flag';
}

function required(name: string, max: number) {
  return (typed: string) => {
    const value = typed.trim();
    if (value === '') return `Enter your ${name.toLowerCase()}`;
    return value.length > max ? `${name} must be ${max} characters or fewer` : null;
  };
}

const trim = (typed: string) => typed.trim();

function phone(
  label: string,
  name: string,
  hint?: string,
): TextDetail & { entered: typeof enteredPhoneSchema } {
  return {
    id: `details-${name.split(' ')[0]}-phone`,
    kind: 'tel',
    label,
    ...(hint ? { hint } : {}),
    autoComplete: 'tel',
    width: 'md',
    entered: enteredPhoneSchema,
    problem: (typed) => phoneProblem(typed, `${name} phone number`),
    tidy: toInternationalPhone,
  };
}

/** Every field of My details, in the order of the form. */
export const DETAILS_FIELDS = {
  firstName: {
    id: 'details-first-name',
    kind: 'text',
    label: 'First name',
    autoComplete: 'given-name',
    entered: z.string().trim().min(1).max(100),
    problem: required('First name', 100),
    tidy: trim,
  },
  lastName: {
    id: 'details-last-name',
    kind: 'text',
    label: 'Last name',
    autoComplete: 'family-name',
    entered: z.string().trim().min(1).max(100),
    problem: required('Last name', 100),
    tidy: trim,
  },
  email: {
    id: 'details-email',
    kind: 'email',
    label: 'Email address',
    hint: 'You use this to sign in',
    autoComplete: 'email',
    entered: emailSchema,
    problem: (typed) => {
      const email = typed.trim();
      if (email === '') return 'Enter your email address';
      return emailSchema.safeParse(email).success
        ? null
        : 'Enter an email address in the correct format, like name@example.com';
    },
    tidy: trim,
  },
  postcode: {
    id: 'details-postcode',
    kind: 'text',
    label: 'Postcode (optional)',
    autoComplete: 'postal-code',
    width: 'sm',
    entered: z.string().trim().max(10),
    problem: (typed) =>
      typed.trim().length > 10 ? 'Postcode must be 10 characters or fewer' : null,
    tidy: tidyPostcode,
  },
  dayTimePhone: phone(
    'Daytime phone (optional)',
    'daytime',
    'For example, 01632 960 001 or +44 1632 960 001',
  ),
  eveningPhone: phone('Evening phone (optional)', 'evening'),
  mobilePhone: phone(
    'Mobile phone (optional)',
    'mobile',
    'We text you about your deliveries and collections',
  ),
  emailCommsEnabled: {
    id: 'details-email-comms',
    kind: 'flag',
    label: 'By email',
    entered: z.boolean(),
  },
  smsCommsEnabled: {
    id: 'details-sms-comms',
    kind: 'flag',
    label: 'By text message',
    entered: z.boolean(),
  },
} as const satisfies Record<string, TextDetail | FlagDetail>;

export type DetailsField = keyof typeof DETAILS_FIELDS;
export type DetailsTextField = {
  [K in DetailsField]: (typeof DETAILS_FIELDS)[K]['kind'] extends 'flag' ? never : K;
}[DetailsField];
export type DetailsFlagField = Exclude<DetailsField, DetailsTextField>;

/** The fields in form order. */
export const DETAILS_FIELD_NAMES = Object.keys(DETAILS_FIELDS) as DetailsField[];

const PHONE_FIELDS = ['dayTimePhone', 'eveningPhone', 'mobilePhone'] as const;

/** The form's values: text as typed, flags as ticked. */
export type DetailsValues = { [K in DetailsTextField]: string } & {
  [K in DetailsFlagField]: boolean;
};

export function isTextDetail(field: DetailsField): field is DetailsTextField {
  return DETAILS_FIELDS[field].kind !== 'flag';
}

/** Every problem with the form's values, by field. */
export function detailsProblems(values: DetailsValues): Partial<Record<DetailsField, string>> {
  const errors: Partial<Record<DetailsField, string>> = {};
  for (const field of DETAILS_FIELD_NAMES) {
    if (!isTextDetail(field)) continue;
    const problem = DETAILS_FIELDS[field].problem(values[field]);
    if (problem) errors[field] = problem;
  }
  return errors;
}

/** The values as stored: each text field tidied its own way. */
export function tidyDetails(values: DetailsValues): DetailsValues {
  const tidied = { ...values };
  for (const field of DETAILS_FIELD_NAMES) {
    if (isTextDetail(field)) tidied[field] = DETAILS_FIELDS[field].tidy(values[field]);
  }
  return tidied;
}

type EnteredOf<K extends DetailsField> = (typeof DETAILS_FIELDS)[K]['entered'];

/** The edit payload's fields, each `{ value }`, derived from the table so none is forgotten. */
export const detailsPayloadShape = Object.fromEntries(
  DETAILS_FIELD_NAMES.map((field) => [field, wrapped(DETAILS_FIELDS[field].entered)]),
) as { [K in DetailsField]: z.ZodObject<{ value: EnteredOf<K> }> };

export const CURRENT_PASSWORD_NEEDED_MESSAGE =
  'Enter your current password to change your email address';

/** True while the typed email is not the stored one: the current password is then needed. */
export function emailChanging(customer: Customer, email: string): boolean {
  return email.trim().toLowerCase() !== customer.email.toLowerCase();
}

/** Every problem with a save: the fields, and the current password when the email changes. */
export function saveProblems(
  customer: Customer,
  values: DetailsValues,
  currentPassword = '',
): DetailsFieldErrors {
  const errors: DetailsFieldErrors = detailsProblems(values);
  if (emailChanging(customer, values.email) && currentPassword === '') {
    errors.currentPassword = CURRENT_PASSWORD_NEEDED_MESSAGE;
  }
  return errors;
}

/**
 * The form's starting values: the stored record, tidied as the form would tidy it, with the
 * phone numbers written as people write them ('07700 900456', not '+447700900456').
 */
export function detailsValuesOf(customer: Customer): DetailsValues {
  const values = tidyDetails(
    Object.fromEntries(
      DETAILS_FIELD_NAMES.map((field) => [field, customer[field]]),
    ) as DetailsValues,
  );
  for (const field of PHONE_FIELDS) values[field] = phoneDisplayText(values[field]);
  return values;
}

/** The tidied fields that differ from the stored record. */
export function changedDetails(customer: Customer, values: DetailsValues): Partial<DetailsValues> {
  const stored = tidyDetails(detailsValuesOf(customer));
  const next = tidyDetails(values);
  const changes: Partial<Record<keyof DetailsValues, unknown>> = {};
  for (const field of DETAILS_FIELD_NAMES) {
    if (next[field] !== stored[field]) changes[field] = next[field];
  }
  return changes as Partial<DetailsValues>;
}

export type DetailsFieldErrors = Partial<Record<DetailsField | 'currentPassword', string>>;
