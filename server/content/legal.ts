import { COMPANY } from '../../src/domain/company.ts';

/** Who publishes the pages: the one definition in src/domain/company.ts. */
export { COMPANY };

export const COMPANY_LINE = `${COMPANY.name}, a company registered in England and Wales (company number ${COMPANY.number}), registered office ${COMPANY.office}. VAT number ${COMPANY.vat}.`;
