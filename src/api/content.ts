import { type ContentPage, type ContentPageSlug, contentPageSchema } from '../domain/content';
import {
  type EsConfig,
  esConfigSchema,
  type Faq,
  type FaqCategory,
  faqCategoriesSchema,
  faqsSchema,
} from '../domain/support';
import { apiClient, type Result, urlPath } from './client';

/*
 * The content service is a separate, public host: these calls go out without the bearer token
 * (the client never sends it to `cms`), so customers' tokens are not handed to a third party.
 */

/** What the FAQs page can narrow the list by; blank values are left out of the query. */
export interface FaqFilters {
  /** A category's slug. */
  category?: string | null;
  /** Words that must all appear in the question or the answer. */
  q?: string | null;
}

/** The query string for a set of filters: only filters with a value, trimmed. */
export function faqQuery(filters: FaqFilters = {}): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) {
    const text = typeof value === 'string' ? value.trim() : '';
    if (text !== '') query[key] = text;
  }
  return query;
}

/** `GET {cmsUrl}/es-config`: the FAQ search settings. */
export function getEsConfig(): Promise<Result<EsConfig>> {
  return apiClient().json({ service: 'cms', path: 'es-config' }, esConfigSchema);
}

/** `GET {cmsUrl}/faqs` with a query built from the filters. */
export function getFaqs(filters: FaqFilters = {}): Promise<Result<Faq[]>> {
  return apiClient().json({ service: 'cms', path: 'faqs', query: faqQuery(filters) }, faqsSchema);
}

/** `GET {cmsUrl}/faq-categories`. */
export function getFaqCategories(): Promise<Result<FaqCategory[]>> {
  return apiClient().json({ service: 'cms', path: 'faq-categories' }, faqCategoriesSchema);
}

/** `GET {cmsUrl}/pages/{slug}`: a policy or guide page. */
export function getContentPage(slug: ContentPageSlug): Promise<Result<ContentPage>> {
  return apiClient().json({ service: 'cms', path: urlPath`pages/${slug}` }, contentPageSchema);
}
