import { z } from 'zod';
import { countryCodeSchema } from './catalogue';
import { emailSchema, idSchema, isoDateSchema } from './primitives';

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

export function chatEnvironmentFor(hostname: string): string {
  return /^(localhost|127\.0\.0\.1|\[::1\])$|\.local$|\.test$/.test(hostname)
    ? 'UK UAT'
    : 'UK Live';
}

/** `POST intercom/ticket`: a support request from a signed-in customer. */
export const supportTicketRequestSchema = z.object({
  subject: z.string().trim().min(1).max(200),
  message: z.string().trim().min(1).max(5000),
  orderId: idSchema.nullable().default(null),
});
export type SupportTicketRequest = z.infer<typeof supportTicketRequestSchema>;
export const supportTicketSchema = z.object({ ticketId: z.string().min(1) });

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
