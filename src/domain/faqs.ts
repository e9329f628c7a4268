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

/*
 * Words customers search with, and the words the answers use for the same thing. Terms are
 * stems matched inside longer words ('cancel' finds 'cancelling' and 'cancellation').
 */
const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  insurance: ['insur', 'cover', 'claim'],
  insure: ['insur', 'cover', 'claim'],
  weight: ['weigh', 'heavy', 'kg'],
  heavy: ['weigh', 'kg'],
  size: ['dimension', 'measure', 'big', 'cm'],
  cancel: ['cancel'],
  refund: ['refund', 'money back'],
  price: ['cost', 'price', '£'],
  cost: ['cost', 'price', '£'],
  fee: ['cost', 'price', '£'],
  payment: ['pay', 'charge', 'bill'],
  bill: ['pay', 'charge', 'bill'],
  monthly: ['month'],
  pickup: ['collect'],
  weekend: ['saturday', 'sunday'],
  login: ['sign in', 'sign-in', 'password'],
};

/** A search word in the forms an answer may use: its stem (no plural 's') and its synonyms. */
export function faqSearchTerms(word: string): string[] {
  const lower = word.toLowerCase();
  const stem =
    lower.length > 3 && lower.endsWith('s') && !lower.endsWith('ss') ? lower.slice(0, -1) : lower;
  const terms = new Set([stem]);
  for (const [typed, said] of Object.entries(SYNONYMS)) {
    // 'weights' and 'insur' as well as 'weight' and 'insurance'.
    if (stem.startsWith(typed) || (stem.length >= 4 && typed.startsWith(stem))) {
      for (const term of said) terms.add(term);
    }
  }
  return [...terms];
}

/** The words of a search as typed: one or more, separated by spaces. */
export function faqSearchWords(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * The FAQs whose question or answer holds every word of `query`, case-insensitively, each word
 * or one of its synonyms ('insurance' finds the answers about cover, 'weight' the 25 kg limit).
 */
export function matchingFaqs<T extends Pick<Faq, 'question' | 'answer'>>(
  faqs: readonly T[],
  query: string,
): T[] {
  const words = faqSearchWords(query);
  if (words.length === 0) return [...faqs];
  return faqs.filter((faq) => {
    const text = `${faq.question} ${faq.answer}`.toLowerCase();
    return words.every((word) => faqSearchTerms(word).some((term) => text.includes(term)));
  });
}
