import { countryCodeSchema } from './catalogue';
import { ERROR_MESSAGES, ErrorCode } from './errors';
import { emailSchema, idSchema, isoDateSchema } from './primitives';
import { z } from './zod';

/** `GET support/returnCities`: cities where returns are delivered. */
export const returnCitySchema = z.object({
  cityId: idSchema,
  name: z.string().min(1),
  countryCode: countryCodeSchema,
});
export type ReturnCity = z.infer<typeof returnCitySchema>;
export const returnCitiesSchema = z.array(returnCitySchema);

/** `GET support/settings`: contact details and hours the SPA shows. */
export const supportSettingsSchema = z.object({
  customerServicesPhone: z.string().min(1),
  infoEmail: emailSchema,
  /** e.g. 'Monday to Friday, 9am to 5pm'. */
  openingHours: z.string(),
  /** How soon the desk answers a chat, e.g. '2 working hours'; the automatic reply says it. */
  chatResponseTime: z.string().default('1 working day'),
  /** Which chat runs: 'UK UAT' on a development host, 'UK Live' otherwise. */
  chatEnvironment: z.string(),
});
export type SupportSettings = z.infer<typeof supportSettingsSchema>;

/** `GET support/bankholidays/future`: UK and Irish bank holidays from today on. */
export const bankHolidaySchema = z.object({
  date: isoDateSchema,
  name: z.string(),
  countryCode: countryCodeSchema,
});
export type BankHoliday = z.infer<typeof bankHolidaySchema>;
export const bankHolidaysSchema = z.array(bankHolidaySchema);

/** The `yyyy-MM-dd` list the calendar rules take, for one country or both. */
export function bankHolidayDates(
  holidays: BankHoliday[],
  countryCode?: BankHoliday['countryCode'],
): string[] {
  const dates = holidays
    .filter((holiday) => countryCode === undefined || holiday.countryCode === countryCode)
    .map((holiday) => holiday.date);
  return [...new Set(dates)].sort();
}

/** The longest chat message a customer can send; the panel counts down to it. */
export const SUPPORT_MESSAGE_MAX_LENGTH = 2000;

/**
 * `POST intercom/ticket`: a message from a signed-in customer. It opens a conversation, or
 * continues the customer's open one. `subject` names where the customer wrote from.
 */
export const supportTicketRequestSchema = z.object({
  subject: z.string().trim().min(1).max(200),
  message: z.string().trim().min(1).max(SUPPORT_MESSAGE_MAX_LENGTH),
  orderId: idSchema.nullable().default(null),
});
export type SupportTicketRequest = z.infer<typeof supportTicketRequestSchema>;

/** Who wrote a chat message: the customer, a member of staff, or the desk's automatic reply. */
export const supportAuthorSchema = z.enum(['customer', 'staff', 'auto']);
export type SupportAuthor = z.infer<typeof supportAuthorSchema>;

export const supportMessageSchema = z.object({
  messageId: idSchema,
  author: supportAuthorSchema,
  /** The staff member's first name on staff replies. */
  authorName: z.string().nullable(),
  body: z.string(),
  sentAt: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

/** The customer's conversation with the desk; `GET intercom/ticket` and the POST answer it. */
export const supportConversationSchema = z.object({
  ticketId: z.string().min(1),
  status: z.enum(['open', 'closed']),
  messages: z.array(supportMessageSchema),
});
export type SupportConversation = z.infer<typeof supportConversationSchema>;
/** `GET intercom/ticket`: null before the customer's first message. */
export const supportConversationOrNoneSchema = supportConversationSchema.nullable();
export const supportTicketSchema = supportConversationSchema;

/** The automatic first reply of a new conversation. */
export function autoReplyText(firstName: string, responseTime: string): string {
  const greeting = firstName.trim() ? `Thanks, ${firstName.trim()}.` : 'Thanks for your message.';
  return `${greeting} We've got your message and one of the team will reply here, usually within ${responseTime}. You can close this window: the reply will be waiting when you come back.`;
}

/**
 * The message to show when a call fails. No answer at all, or the desk failing (5xx), is the
 * desk being unreachable: code 196, so the customer knows to try again later.
 */
export function chatFailureMessage(failure: {
  code?: number;
  status?: number;
  message: string;
}): string {
  const unreachable =
    failure.code === ErrorCode.SupportDeskUnavailable ||
    failure.status === undefined ||
    failure.status >= 500;
  if (!unreachable) return failure.message;
  return `${ERROR_MESSAGES[ErrorCode.SupportDeskUnavailable]} (code ${ErrorCode.SupportDeskUnavailable})`;
}

/** Content service: `/cms/faq-categories`. */
export const faqCategorySchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  slug: z.string().min(1),
  order: z.int(),
});
export type FaqCategory = z.infer<typeof faqCategorySchema>;
export const faqCategoriesSchema = z.array(faqCategorySchema);

/** Content service: `/cms/faqs`; answers are plain text with paragraphs split by blank lines. */
export const faqSchema = z.object({
  id: idSchema,
  categoryId: idSchema,
  question: z.string().min(1),
  answer: z.string(),
  order: z.int(),
});
export type Faq = z.infer<typeof faqSchema>;

export const faqsSchema = z.array(faqSchema);

/** Content service: `/cms/es-config`, the search settings of the faqs page. */
export const esConfigSchema = z.object({
  searchEnabled: z.boolean(),
  minQueryLength: z.int().positive(),
});
export type EsConfig = z.infer<typeof esConfigSchema>;

/** Build detection: `/builds/latest.json` and `/builds/meta/{buildId}.json`. */
export const latestBuildSchema = z.object({
  id: z.string().min(1),
  timestamp: z.number(),
});
export type LatestBuild = z.infer<typeof latestBuildSchema>;

export const buildMetaSchema = z.object({
  id: z.string().min(1),
  timestamp: z.number(),
  /** Paths whose chunks changed, so only those pages reload. Empty means all. */
  changedPaths: z.array(z.string()).default(() => []),
});
export type BuildMeta = z.infer<typeof buildMetaSchema>;
