/*
 * What each page says about itself in the document head: its title, a description of its own
 * content, the canonical address, the Open Graph and Twitter cards and structured data. One
 * place for the build (prerendered pages), the browser (on every navigation) and the server
 * (robots.txt and sitemap.xml).
 */
import { CUSTOMER_SERVICES_PHONE, INFO_EMAIL } from './contact';
import { pageTitle } from './titles';

export const SITE_NAME = 'Boxroom';
/** The card image shared links show (1200 × 630), in `public/`. */
export const SHARE_IMAGE_PATH = '/og-image.png';
export const SHARE_IMAGE_ALT = 'Boxroom: storage by the box, collected from your door';

export interface PublicPage {
  path: string;
  /** What the page holds, for search results and shared links (about 150 characters). */
  description: string;
}

/**
 * The pages anyone can read and a search engine should find; the build renders each to HTML
 * and the sitemap lists them. A policy or guide page's description is its own summary from the
 * content service when the build has it; these are the fallbacks.
 */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: '/',
    description:
      'Storage by the box across the UK and Ireland: we collect your boxes and suitcases from your door, store them safely and bring any of them back when you ask.',
  },
  {
    path: '/faqs',
    description:
      'Answers about box sizes and weights, prices, collections, returns, drive-up storage units, insurance and your Boxroom account.',
  },
  {
    path: '/terms',
    description:
      'The terms of Boxroom storage: what you may store, how collections, returns and monthly payments work, cancelling and our liability.',
  },
  {
    path: '/privacy',
    description:
      'How Boxroom collects, uses, keeps and protects your personal data, who we share it with and your rights under UK and Irish data protection law.',
  },
  {
    path: '/cookie-policy',
    description:
      'Which cookies and similar storage Boxroom uses, what each is for, how long it is kept and how to control it.',
  },
  {
    path: '/by-the-box-storage',
    description:
      'How storage by the box works: box sizes and weights, prices per box per month, collection, returns and what you can store with Boxroom.',
  },
];

/** Paths under these are funnels, account pages and sign-in forms: nothing to index. */
export const UNINDEXED_PREFIXES: readonly string[] = ['/apps/'];

/** Where the server's services answer: not pages, so crawlers are told to leave them alone. */
export const SERVICE_PATHS: readonly string[] = [
  '/v1/',
  '/identity/',
  '/api/',
  '/cms/',
  '/builds/',
];

export function publicPage(pathname: string): PublicPage | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PUBLIC_PAGES.find((page) => page.path === path);
}

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface PageHead {
  title: string;
  description: string;
  /** Absolute; absent for pages that are not to be indexed (404, funnels, account). */
  canonical?: string;
  /** Absolute address of the share image. */
  image: string;
  robots?: 'noindex';
  /** schema.org objects, each written as one JSON-LD script. */
  jsonLd: object[];
}

export interface PageHeadInput {
  pathname: string;
  /** PUBLIC_URL's origin, without a trailing slash. */
  origin: string;
  /** The page was not found: a 404 is never indexed. */
  notFound?: boolean;
  /** A content page's own summary, when the page has one. */
  summary?: string;
  /** The questions and answers on /faqs, for its FAQPage data. */
  faqs?: readonly FaqEntry[];
}

export function pageHead({ pathname, origin, notFound, summary, faqs }: PageHeadInput): PageHead {
  const page = notFound ? undefined : publicPage(pathname);
  const image = `${origin}${SHARE_IMAGE_PATH}`;
  const title = notFound ? '404 Page not found' : pageTitle(pathname);
  if (!page) {
    return {
      title,
      description: PUBLIC_PAGES[0]?.description ?? '',
      image,
      robots: 'noindex',
      jsonLd: [],
    };
  }
  const canonical = `${origin}${page.path === '/' ? '/' : page.path}`;
  const jsonLd: object[] = [];
  if (page.path === '/') jsonLd.push(organisation(origin, page.description));
  if (page.path === '/faqs' && faqs && faqs.length > 0) jsonLd.push(faqPage(faqs));
  return {
    title,
    description: summary?.trim() || page.description,
    canonical,
    image,
    jsonLd,
  };
}

function organisation(origin: string, description: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': ['Organization', 'SelfStorage'],
    name: SITE_NAME,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    image: `${origin}${SHARE_IMAGE_PATH}`,
    description,
    telephone: `+44${CUSTOMER_SERVICES_PHONE.replace(/\s/g, '').replace(/^0/, '')}`,
    email: INFO_EMAIL,
    areaServed: [
      { '@type': 'Country', name: 'United Kingdom' },
      { '@type': 'Country', name: 'Ireland' },
    ],
  };
}

function faqPage(faqs: readonly FaqEntry[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

/** Text made safe for HTML text and double-quoted attributes. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON that cannot end its <script> element early. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The head's tags as HTML, as the build writes them into a prerendered page. */
export function headHtml(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
  ];
  if (head.robots) tags.push(`<meta name="robots" content="${head.robots}" />`);
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  const card: [string, string][] = [
    ['og:site_name', SITE_NAME],
    ['og:type', 'website'],
    ['og:locale', 'en_GB'],
    ['og:title', head.title],
    ['og:description', head.description],
    ['og:image', head.image],
    ['og:image:width', '1200'],
    ['og:image:height', '630'],
    ['og:image:alt', SHARE_IMAGE_ALT],
  ];
  if (head.canonical) card.push(['og:url', head.canonical]);
  for (const [property, content] of card) {
    tags.push(`<meta property="${property}" content="${escapeHtml(content)}" />`);
  }
  const twitter: [string, string][] = [
    ['twitter:card', 'summary_large_image'],
    ['twitter:title', head.title],
    ['twitter:description', head.description],
    ['twitter:image', head.image],
    ['twitter:image:alt', SHARE_IMAGE_ALT],
  ];
  for (const [name, content] of twitter) {
    tags.push(`<meta name="${name}" content="${escapeHtml(content)}" />`);
  }
  for (const data of head.jsonLd) {
    tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  }
  return tags.join('\n    ');
}

/** robots.txt: pages open to all, funnels, account pages and services closed, the sitemap named. */
export function robotsTxt(origin: string): string {
  const disallowed = [...UNINDEXED_PREFIXES, ...SERVICE_PATHS];
  return [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** sitemap.xml of the public pages. */
export function sitemapXml(origin: string): string {
  const urls = PUBLIC_PAGES.map(
    (page) => `  <url><loc>${escapeHtml(`${origin}${page.path}`)}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Marks where the server puts PUBLIC_URL's origin into a prerendered page as it serves it. */
export const PUBLIC_ORIGIN_TOKEN = '__BOXROOM_PUBLIC_ORIGIN__';
