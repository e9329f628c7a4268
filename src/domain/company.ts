import { CUSTOMER_SERVICES_PHONE, INFO_EMAIL } from './contact';

/**
 * Who Boxroom is in law: named once so the footer, the legal pages and every VAT invoice
 * agree. (The numbers are the demo company's, not a real registration.)
 */
export const COMPANY = {
  name: 'Boxroom Storage Limited',
  number: '14820317',
  office: 'Unit 4, Thameside Industrial Estate, Factory Road, London E16 2AA',
  vat: 'GB 412 7730 58',
  ico: 'ZB512346',
  privacyEmail: 'privacy@boxroom.test',
  phone: CUSTOMER_SERVICES_PHONE,
  email: INFO_EMAIL,
} as const;
