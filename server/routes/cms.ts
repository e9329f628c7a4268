import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { validate } from '../http/validate.ts';
import { listFaqCategories, listFaqs } from '../repositories/faqs.ts';
import { supportSettings } from '../repositories/support.ts';

export const faqQuerySchema = z.object({
  category: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'A category is a lower-case slug')
    .max(64)
    .optional(),
  q: z.string().trim().max(200).optional(),
});

/** The content service: site-wide settings and FAQ content, public and cacheable. */
export function cmsApi(db: Db) {
  return new Hono()
    .get('/es-config', async (c) => {
      const support = await supportSettings(db);
      return c.json({
        siteName: 'Boxroom',
        defaultLocale: 'uk',
        locales: ['uk', 'ie'],
        supportPhone: support.phone ?? null,
        infoEmail: support.email ?? null,
        openingHours: support.openingHours ?? null,
      });
    })
    .get('/faq-categories', async (c) => c.json(await listFaqCategories(db)))
    .get('/faqs', validate('query', faqQuerySchema), async (c) => {
      const { category, q } = c.req.valid('query');
      return c.json(await listFaqs(db, { category, search: q }));
    });
}
