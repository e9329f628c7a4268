import { createFileRoute, Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useMemo, useState } from 'react';
import { getFaqCategories, getFaqs } from '../../api/content';
import { faqSlug, matchingFaqs } from '../../domain/faqs';
import type { Faq, FaqCategory } from '../../domain/support';
import { Page } from '../../ui/layouts/Page';
import { TextField } from '../../ui/TextField/TextField';
import { textLinkStyle } from '../../ui/TextLink/TextLink.css';
import { unwrapResult } from '../../wiring/callResult';
import { prerenderedOr } from '../../wiring/prerendered';
import * as styles from './-components/content.css';

export const Route = createFileRoute('/_site/faqs')({
  loader: () =>
    prerenderedOr('/_site/faqs', async () => {
      const [categories, faqs] = await Promise.all([getFaqCategories(), getFaqs()]);
      return { categories: unwrapResult(categories), faqs: unwrapResult(faqs) };
    }),
  component: FaqsPage,
});

interface Section {
  category: FaqCategory;
  faqs: (Faq & { slug: string })[];
}

function sectionsOf(categories: FaqCategory[], faqs: (Faq & { slug: string })[]): Section[] {
  return [...categories]
    .sort((a, b) => a.order - b.order)
    .map((category) => ({
      category,
      faqs: faqs.filter((faq) => faq.categoryId === category.id),
    }))
    .filter((section) => section.faqs.length > 0);
}

function matchCountText(count: number, query: string): string {
  if (count === 0) return `No questions match “${query}”. Try fewer or different words.`;
  return `${count} ${count === 1 ? 'question matches' : 'questions match'} “${query}”`;
}

function FaqsPage() {
  const { categories, faqs } = Route.useLoaderData();
  const hash = useRouterState({ select: (state) => state.location.hash });
  const [query, setQuery] = useState('');
  // Empty at first, as the build rendered it (a built page has no hash); the effect below opens
  // a deep link's question.
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const countId = useId();

  const withSlugs = useMemo(
    () => faqs.map((faq) => ({ ...faq, slug: faqSlug(faq.question) })),
    [faqs],
  );
  const trimmed = query.trim();
  const shown = useMemo(() => matchingFaqs(withSlugs, trimmed), [withSlugs, trimmed]);
  const sections = sectionsOf(categories, shown);

  // A deep link opens its question, on arrival and when a link on the page is followed.
  useEffect(() => {
    if (hash) setOpen((current) => new Set([...current, hash]));
  }, [hash]);

  function toggle(slug: string, isOpen: boolean) {
    setOpen((current) => {
      const next = new Set(current);
      if (isOpen) next.add(slug);
      else next.delete(slug);
      return next;
    });
  }

  return (
    <Page title="Frequently asked questions">
      <p className={styles.lead}>
        Answers about boxes, prices, collections, returns, drive-up units, insurance and your
        account.
      </p>
      <search>
        <TextField
          label="Search the FAQs"
          hint="For example: weight, Saturday, insurance"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          groupClassName={styles.search}
          aria-controls={countId}
          autoComplete="off"
        />
      </search>
      <p id={countId} className={styles.matchCount} aria-live="polite">
        {trimmed
          ? matchCountText(shown.length, trimmed)
          : `${faqs.length} questions in ${sections.length} topics`}
      </p>
      {!trimmed && (
        <nav aria-label="FAQ topics">
          <ul className={styles.categoryNav}>
            {sections.map(({ category }) => (
              <li key={category.id}>
                <Link to="/faqs" hash={category.slug} className={styles.categoryLink}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {sections.map(({ category, faqs: inSection }) => (
        <section
          key={category.id}
          id={category.slug}
          className={`${styles.section} ${styles.faqSection}`}
          aria-labelledby={`${category.slug}-heading`}
        >
          <h2 id={`${category.slug}-heading`} className={styles.sectionHeading}>
            {category.name}
          </h2>
          <ul className={styles.faqList}>
            {inSection.map((faq) => (
              <li key={faq.id}>
                <details
                  id={faq.slug}
                  className={styles.faq}
                  // Searching opens every match, so the answers are there to read.
                  open={trimmed !== '' || open.has(faq.slug)}
                  onToggle={(event) => {
                    if (trimmed === '') toggle(faq.slug, event.currentTarget.open);
                  }}
                >
                  <summary className={styles.question}>{faq.question}</summary>
                  <div className={styles.answer}>
                    {faq.answer.split(/\n\s*\n/).map((paragraph) => (
                      <p key={paragraph}>{paragraph}</p>
                    ))}
                    <Link
                      to="/faqs"
                      hash={faq.slug}
                      className={`${textLinkStyle} ${styles.permalink}`}
                    >
                      Link to this answer
                    </Link>
                  </div>
                </details>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Page>
  );
}
