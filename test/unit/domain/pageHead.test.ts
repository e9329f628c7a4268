import { describe, expect, it } from 'vitest';
import {
  headHtml,
  PUBLIC_PAGES,
  pageHead,
  robotsTxt,
  sitemapXml,
} from '../../../src/domain/pageHead';

const ORIGIN = 'https://www.boxroom.example';

describe('pageHead', () => {
  it.each([
    ['/', 'Home', `${ORIGIN}/`],
    ['/faqs', 'Faqs', `${ORIGIN}/faqs`],
    ['/faqs/', 'Faqs', `${ORIGIN}/faqs`],
    ['/by-the-box-storage', 'By The Box Storage', `${ORIGIN}/by-the-box-storage`],
  ])('%s is titled %s and canonical at %s', (pathname, title, canonical) => {
    const head = pageHead({ pathname, origin: ORIGIN });
    expect(head.title).toBe(title);
    expect(head.canonical).toBe(canonical);
    expect(head.robots).toBeUndefined();
  });

  it('gives each public page a description of its own', () => {
    const descriptions = PUBLIC_PAGES.map(
      (page) => pageHead({ pathname: page.path, origin: ORIGIN }).description,
    );
    expect(new Set(descriptions).size).toBe(PUBLIC_PAGES.length);
  });

  it("prefers a content page's own summary", () => {
    const head = pageHead({ pathname: '/terms', origin: ORIGIN, summary: 'What we agree.' });
    expect(head.description).toBe('What we agree.');
  });

  it.each([
    ['the 404 page', { pathname: '/nope', notFound: true }],
    ['a funnel step', { pathname: '/apps/order/pricing' }],
    ['an account page', { pathname: '/apps/my-stuff' }],
  ])('keeps %s out of the index, with no canonical', (_, input) => {
    const head = pageHead({ ...input, origin: ORIGIN });
    expect(head.robots).toBe('noindex');
    expect(head.canonical).toBeUndefined();
  });

  it('describes the business on home and every question on /faqs', () => {
    const home = pageHead({ pathname: '/', origin: ORIGIN });
    expect(home.jsonLd).toEqual([
      expect.objectContaining({ '@type': ['Organization', 'SelfStorage'], url: `${ORIGIN}/` }),
    ]);
    const faqs = pageHead({
      pathname: '/faqs',
      origin: ORIGIN,
      faqs: [{ question: 'Is it insured?', answer: 'Yes.' }],
    });
    expect(faqs.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'FAQPage',
        mainEntity: [
          {
            '@type': 'Question',
            name: 'Is it insured?',
            acceptedAnswer: { '@type': 'Answer', text: 'Yes.' },
          },
        ],
      }),
    ]);
  });
});

describe('headHtml', () => {
  it('escapes attribute text and keeps JSON-LD from closing its script early', () => {
    const html = headHtml({
      ...pageHead({
        pathname: '/faqs',
        origin: ORIGIN,
        faqs: [{ question: 'A "quoted" question', answer: '</script><script>alert(1)</script>' }],
      }),
      description: 'Boxes & "cases"',
    });
    expect(html).toContain('content="Boxes &amp; &quot;cases&quot;"');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('\\u003c/script>');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('closes funnels, account pages and services, and points at the sitemap', () => {
    const robots = robotsTxt(ORIGIN);
    expect(robots).toContain('Disallow: /apps/\n');
    expect(robots).toContain('Disallow: /v1/\n');
    expect(robots).not.toMatch(/^Disallow: \/$/m);
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('lists every public page and nothing under /apps/', () => {
    const sitemap = sitemapXml(ORIGIN);
    for (const page of PUBLIC_PAGES) expect(sitemap).toContain(`<loc>${ORIGIN}${page.path}</loc>`);
    expect(sitemap).not.toContain('/apps/');
  });
});
