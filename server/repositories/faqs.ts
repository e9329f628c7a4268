import type { Db } from '../db/database.ts';

export interface FaqCategoryResponse {
  faqCategoryId: number;
  slug: string;
  name: string;
  sortOrder: number;
}

export interface FaqResponse {
  faqId: number;
  question: string;
  answer: string;
  sortOrder: number;
  category: { faqCategoryId: number; slug: string; name: string };
}

export interface FaqFilters {
  /** Category slug. */
  category?: string | undefined;
  /** Words that must all appear in the question or the answer. */
  search?: string | undefined;
}

export function listFaqCategories(db: Db): Promise<FaqCategoryResponse[]> {
  return db
    .selectFrom('faqCategories')
    .select(['faqCategoryId', 'slug', 'name', 'sortOrder'])
    .orderBy('sortOrder')
    .execute();
}

/** `%` and `_` in user input are literal text, not wildcards. */
function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export async function listFaqs(db: Db, filters: FaqFilters = {}): Promise<FaqResponse[]> {
  let query = db
    .selectFrom('faqs')
    .innerJoin('faqCategories', 'faqCategories.faqCategoryId', 'faqs.faqCategoryId')
    .select([
      'faqs.faqId',
      'faqs.question',
      'faqs.answer',
      'faqs.sortOrder',
      'faqCategories.faqCategoryId',
      'faqCategories.slug',
      'faqCategories.name',
    ])
    .orderBy('faqCategories.sortOrder')
    .orderBy('faqs.sortOrder');
  if (filters.category) query = query.where('faqCategories.slug', '=', filters.category);
  for (const word of filters.search?.split(/\s+/).filter(Boolean) ?? []) {
    const pattern = likePattern(word);
    query = query.where((eb) =>
      eb.or([eb('faqs.question', 'ilike', pattern), eb('faqs.answer', 'ilike', pattern)]),
    );
  }
  const rows = await query.execute();
  return rows.map(({ faqCategoryId, slug, name, ...faq }) => ({
    ...faq,
    category: { faqCategoryId, slug, name },
  }));
}
