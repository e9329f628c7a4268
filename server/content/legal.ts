import { CUSTOMER_SERVICES_PHONE, INFO_EMAIL } from '../../src/domain/contact.ts';

/** Who publishes the pages: named once so the terms, privacy and cookie policy agree. */
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

export const COMPANY_LINE = `${COMPANY.name}, a company registered in England and Wales (company number ${COMPANY.number}), registered office ${COMPANY.office}. VAT number ${COMPANY.vat}.`;
