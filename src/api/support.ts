import type { z } from 'zod';
import {
  type BankHoliday,
  bankHolidaysSchema,
  type ReturnCity,
  returnCitiesSchema,
  type SupportSettings,
  supportSettingsSchema,
  type supportTicketRequestSchema,
  supportTicketSchema,
} from '../domain/support';
import { apiClient, type Result } from './client';

export type SupportTicket = z.output<typeof supportTicketSchema>;

/** `GET support/returnCities`: cities where returns are delivered. */
export function getReturnCities(): Promise<Result<ReturnCity[]>> {
  return apiClient().json({ service: 'api', path: 'support/returnCities' }, returnCitiesSchema);
}

/** `GET support/settings`: contact details and hours to show. */
export function getSupportSettings(): Promise<Result<SupportSettings>> {
  return apiClient().json({ service: 'api', path: 'support/settings' }, supportSettingsSchema);
}

/** `GET support/bankholidays/future`: UK and Irish bank holidays, which the date rules take. */
export function getFutureBankHolidays(): Promise<Result<BankHoliday[]>> {
  return apiClient().json(
    { service: 'api', path: 'support/bankholidays/future' },
    bankHolidaysSchema,
  );
}

/** `POST intercom/ticket`: a support request from the signed-in customer. */
export function createSupportTicket(
  ticket: z.input<typeof supportTicketRequestSchema>,
): Promise<Result<SupportTicket>> {
  return apiClient().json(
    {
      service: 'api',
      path: 'intercom/ticket',
      method: 'POST',
      json: { ...ticket, orderId: ticket.orderId ?? null },
    },
    supportTicketSchema,
  );
}
