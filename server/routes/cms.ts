import { Hono } from 'hono';
import { z } from 'zod';
import { contentPageSlugSchema } from '../../src/domain/content.ts';
import type { EsConfig } from '../../src/domain/support.ts';
import { CONTENT_PAGES } from '../content/pages.ts';
import type { Db } from '../db/database.ts';
import { notFoundBody } from '../http/errors.ts';
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
    .get('/es-config', (c) => {
      const config: EsConfig = { searchEnabled: true, minQueryLength: MIN_QUERY_LENGTH };
      return c.json(config);
    })
    .get('/faq-categories', async (c) => c.json(await listFaqCategories(db)))
    .get('/faqs', validate('query', faqQuerySchema), async (c) => {
      const { category, categoryId, q } = c.req.valid('query');
      return c.json(await listFaqs(db, { category, categoryId, search: q }));
    })
    .get('/pages/:slug', async (c) => {
      const parsed = contentPageParamsSchema.safeParse(c.req.param());
      if (!parsed.success) return c.json(notFoundBody(), 404);
      return c.json(CONTENT_PAGES[parsed.data.slug]);
    });
}
