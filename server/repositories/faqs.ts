import { faqSearchTerms, faqSearchWords } from '../../src/domain/faqs.ts';
import type { Faq, FaqCategory } from '../../src/domain/support.ts';
import type { Db } from '../db/database.ts';

export interface FaqFilters {
  /** Category slug. */
  category?: string | undefined;
  categoryId?: number | undefined;
  /** Words that must all appear in the question or the answer, each as itself or a synonym. */
  search?: string | undefined;
}

export async function listFaqCategories(db: Db): Promise<FaqCategory[]> {
  const rows = await db
    .selectFrom('faqCategories')
    .select(['faqCategoryId', 'slug', 'name', 'sortOrder'])
    .orderBy('sortOrder')
    .execute();
  return rows.map((row) => ({
    id: row.faqCategoryId,
    name: row.name,
    slug: row.slug,
    order: row.sortOrder,
  }));
}

/** `%` and `_` in user input are literal text, not wildcards. */
function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** FAQs in page order: by category, then within it. */
export async function listFaqs(db: Db, filters: FaqFilters = {}): Promise<Faq[]> {
  let query = db
    .selectFrom('faqs')
    .innerJoin('faqCategories', 'faqCategories.faqCategoryId', 'faqs.faqCategoryId')
    .select(['faqs.faqId', 'faqs.faqCategoryId', 'faqs.question', 'faqs.answer', 'faqs.sortOrder'])
    .orderBy('faqCategories.sortOrder')
    .orderBy('faqs.sortOrder');
  if (filters.category) query = query.where('faqCategories.slug', '=', filters.category);
  if (filters.categoryId) query = query.where('faqs.faqCategoryId', '=', filters.categoryId);
  // The same matching as the faqs page's own search (`matchingFaqs`).
  for (const word of faqSearchWords(filters.search ?? '')) {
    const patterns = faqSearchTerms(word).map(likePattern);
    query = query.where((eb) =>
      eb.or(
        patterns.flatMap((pattern) => [
          eb('faqs.question', 'ilike', pattern),
          eb('faqs.answer', 'ilike', pattern),
        ]),
      ),
    );
  }
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.faqId,
    categoryId: row.faqCategoryId,
    question: row.question,
    answer: row.answer,
    order: row.sortOrder,
  }));
}
