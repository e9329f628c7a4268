import { Link } from '@tanstack/react-router';
import { Fragment } from 'react';
import type { ContentBlock, ContentPage } from '../../../domain/content';
import { toDate } from '../../../domain/dates';
import { Page } from '../../../ui/layouts/Page';
import { textLinkStyle } from '../../../ui/TextLink/TextLink.css';
import { BoxPrices } from './BoxPrices';
import * as styles from './content.css';

const updatedFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** A policy or guide page from the content service: title, date, contents, then its sections. */
export function ContentPageView({ page }: { page: ContentPage }) {
  const updated = toDate(page.updatedOn);
  return (
    <Page title={page.title}>
      <p className={styles.lead}>{page.summary}</p>
      {updated && (
        <p className={styles.updated}>
          Last updated <time dateTime={page.updatedOn}>{updatedFormat.format(updated)}</time>
        </p>
      )}
      <div className={styles.layout}>
        <nav aria-labelledby="toc-heading" className={styles.toc}>
          <h2 id="toc-heading" className={styles.tocHeading}>
            On this page
          </h2>
          <ol className={styles.tocList}>
            {page.sections.map((section) => (
              <li key={section.id}>
                <Link to="." hash={section.id} className={textLinkStyle}>
                  {section.heading}
                </Link>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.prose}>
          {page.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className={styles.section}
            >
              <h2 id={`${section.id}-heading`} className={styles.sectionHeading}>
                {section.heading}
              </h2>
              {section.blocks.map((block, index) => (
                // Blocks have no ids of their own and never move within a section.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <Fragment key={index}>{renderBlock(block)}</Fragment>
              ))}
            </section>
          ))}
        </div>
      </div>
    </Page>
  );
}

function renderBlock(block: ContentBlock) {
  switch (block.kind) {
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'list':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'table':
      return (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls sideways on a phone, so it must take keyboard focus
        <section className={styles.tableWrap} tabIndex={0} aria-label={block.caption}>
          <table className={styles.table}>
            <caption className={styles.caption}>{block.caption}</caption>
            <thead>
              <tr>
                {block.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join('|')}>
                  {row.map((cell, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                    <td key={index}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      );
    case 'boxPrices':
      return <BoxPrices />;
  }
}
