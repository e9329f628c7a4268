import type { z } from 'zod';
import {
  type BankHoliday,
  bankHolidaysSchema,
  type ReturnCity,
  returnCitiesSchema,
  type SupportConversation,
  type SupportSettings,
  supportConversationOrNoneSchema,
  supportConversationSchema,
  supportSettingsSchema,
  type supportTicketRequestSchema,
} from '../domain/support';
import { apiClient, type Result } from './client';

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

/** `GET intercom/ticket`: the customer's latest conversation, null before the first message. */
export function getSupportConversation(): Promise<Result<SupportConversation | null>> {
  return apiClient().json(
    { service: 'api', path: 'intercom/ticket' },
    supportConversationOrNoneSchema,
  );
}

/** `POST intercom/ticket`: a message from the signed-in customer; answers the conversation. */
export function createSupportTicket(
  ticket: z.input<typeof supportTicketRequestSchema>,
): Promise<Result<SupportConversation>> {
  return apiClient().json(
    {
      service: 'api',
      path: 'intercom/ticket',
      method: 'POST',
      json: { ...ticket, orderId: ticket.orderId ?? null },
    },
    supportConversationSchema,
  );
}
