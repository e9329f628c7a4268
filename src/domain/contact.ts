/**
 * The provider's public contact details. They appear in the top bar, the footer and in
 * error text (code 88), so they live in one place.
 */
export const CUSTOMER_SERVICES_PHONE = '0800 048 1234';

/** The same number in the form a `tel:` link needs. */
export const CUSTOMER_SERVICES_PHONE_HREF = 'tel:+448000481234';

export const INFO_EMAIL = 'hello@boxroom.test';
