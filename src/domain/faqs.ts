import type { Faq } from './support';

/* Reading the FAQs: their anchors and the search of the faqs page, without the schema library. */

/** A question's deep-link anchor on the faqs page: 'Can I store a suitcase?' → 'can-i-store-a-suitcase'. */
export function faqSlug(question: string): string {
  return question
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}

/** The FAQs whose question or answer holds every word of `query`, case-insensitively. */
export function matchingFaqs<T extends Pick<Faq, 'question' | 'answer'>>(
  faqs: readonly T[],
  query: string,
): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...faqs];
  return faqs.filter((faq) => {
    const text = `${faq.question} ${faq.answer}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
