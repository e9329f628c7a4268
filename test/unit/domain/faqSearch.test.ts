import { describe, expect, it } from 'vitest';
import { FAQS } from '../../../server/db/seeds/faqs';
import { matchingFaqs } from '../../../src/domain/faqs';

/* The faqs page's search, over the FAQs customers read. */
const faqs = FAQS.map(([, , question, answer]) => ({ question, answer }));
const found = (query: string) => matchingFaqs(faqs, query).map((faq) => faq.question);

describe('searching the FAQs', () => {
  it.each([
    // The page's own examples.
    ['weight', 'What is the weight limit for a box?'],
    ['weight', 'How big and heavy can a box be?'],
    ['insurance', 'How much cover do I need?'],
    ['insurance', 'How do I make a claim?'],
    // Words found in the answers, not the questions.
    ['hard shell', 'Can I store a suitcase?'],
    // The forms a word takes.
    ['cancelling', 'Can I cancel an order?'],
    ['refunds', 'How do refunds work?'],
    ['monthly payments', 'How do monthly payments work?'],
    ['heavy', 'What is the weight limit for a box?'],
  ])('“%s” finds “%s”', (query, question) => {
    expect(found(query)).toContain(question);
  });

  it('every word must match, as itself or a synonym', () => {
    expect(found('insurance password')).toEqual([]);
    expect(found('zzzz')).toEqual([]);
  });

  it('has answers on cancelling, refunds, monthly payments and weights', () => {
    const questions = faqs.map((faq) => faq.question);
    for (const topic of [/cancel/i, /refund/i, /monthly payment/i, /weight/i]) {
      expect(questions.some((question) => topic.test(question))).toBe(true);
    }
  });
});
