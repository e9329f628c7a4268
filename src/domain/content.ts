import { isoDateSchema } from './primitives';
import { z } from './zod';

/** A block of a content page's section: a paragraph, a bulleted list or a table. */
export const contentBlockSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('paragraph'), text: z.string().min(1) }),
  z.object({ kind: z.literal('list'), items: z.array(z.string().min(1)).min(1) }),
  z.object({
    kind: z.literal('table'),
    caption: z.string().min(1),
    columns: z.array(z.string().min(1)).min(1),
    rows: z.array(z.array(z.string())).min(1),
  }),
  // Where the page shows live 'from £X a month' prices per box type, read from the prices API.
  z.object({ kind: z.literal('boxPrices') }),
]);
export type ContentBlock = z.infer<typeof contentBlockSchema>;

export const contentSectionSchema = z.object({
  /** The section's anchor, for the table of contents and deep links. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  heading: z.string().min(1),
  blocks: z.array(contentBlockSchema),
});
export type ContentSection = z.infer<typeof contentSectionSchema>;

/** Content service: `GET /cms/pages/{slug}`, a policy or guide page. */
export const contentPageSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  summary: z.string().min(1),
  /** `yyyy-MM-dd`, shown as 'Last updated'. */
  updatedOn: isoDateSchema,
  sections: z.array(contentSectionSchema).min(1),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

/** The pages the content service publishes; each is also an SPA route of the same name. */
export const CONTENT_PAGE_SLUGS = [
  'terms',
  'privacy',
  'cookie-policy',
  'by-the-box-storage',
] as const;
export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number];
export const contentPageSlugSchema = z.enum(CONTENT_PAGE_SLUGS);
