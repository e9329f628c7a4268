import { Hono } from 'hono';
import { z } from 'zod';
import { contentPageSchema, contentPageSlugSchema } from '../../src/domain/content.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import type { EsConfig } from '../../src/domain/support.ts';
import { esConfigSchema, faqCategoriesSchema, faqsSchema } from '../../src/domain/support.ts';
import { CONTENT_PAGES } from '../content/pages.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { operation } from '../http/operation.ts';
import { validate } from '../http/validate.ts';
import { listFaqCategories, listFaqs } from '../repositories/faqs.ts';

/** Words shorter than this match too much of every answer to be worth searching. */
const MIN_QUERY_LENGTH = 3;

export const faqQuerySchema = z.object({
  category: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'A category is a lower-case slug')
    .max(64)
    .optional(),
  categoryId: z.coerce.number().int().positive().optional(),
  q: z.string().trim().max(200).optional(),
});

export const contentPageParamsSchema = z.object({ slug: contentPageSlugSchema });

/** The content service: the faqs page's search settings and its content, and the policy pages. Public. */
export function cmsApi(db: Db) {
  return new Hono()
    .get(
      '/es-config',
      operation({
        summary: 'Search settings of the faqs page',
        tag: 'content',
        response: esConfigSchema,
      }),
      (c) => {
        const config: EsConfig = { searchEnabled: true, minQueryLength: MIN_QUERY_LENGTH };
        return c.json(config);
      },
    )
    .get(
      '/faq-categories',
      operation({
        summary: 'FAQ categories in display order',
        tag: 'content',
        response: faqCategoriesSchema,
      }),
      async (c) => c.json(await listFaqCategories(db)),
    )
    .get(
      '/faqs',
      operation({
        summary: 'FAQs in display order, optionally filtered',
        tag: 'content',
        response: faqsSchema,
      }),
      validate('query', faqQuerySchema),
      async (c) => {
        const { category, categoryId, q } = c.req.valid('query');
        return c.json(await listFaqs(db, { category, categoryId, search: q }));
      },
    )
    .get(
      '/pages/:slug',
      operation({
        summary: 'A policy or guide page: terms, privacy, cookie-policy or by-the-box-storage',
        tag: 'content',
        response: contentPageSchema,
      }),
      validate('param', contentPageParamsSchema, () => new HttpError(404, ErrorCode.NotFound)),
      (c) => c.json(CONTENT_PAGES[c.req.valid('param').slug]),
    );
}
