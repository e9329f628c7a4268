import { createFileRoute, Link } from '@tanstack/react-router';
import { SIZE_RULES } from '../../domain/box-types';
import { COVER_PROMISE_TEXT } from '../../domain/cover';
import { faqSlug } from '../../domain/faqs';
import { Page } from '../../ui/layouts/Page';
import { textLinkStyle } from '../../ui/TextLink/TextLink.css';
import { BoxPrices } from './-components/BoxPrices';
import * as styles from './-components/home.css';
import {
  HeroIllustration,
  PackIllustration,
  StoreIllustration,
  VanIllustration,
} from './-components/Illustrations';
import { PostcodeStart } from './-components/PostcodeStart';

export const Route = createFileRoute('/_site/')({
  component: HomePage,
});

const STEPS = [
  {
    title: 'Pack',
    text: 'Fill your own strong boxes, or order ours with tape and bubble wrap and we deliver them first.',
    Illustration: PackIllustration,
  },
  {
    title: 'We collect',
    text: 'Choose a morning or afternoon and our driver picks your boxes up from your door.',
    Illustration: VanIllustration,
  },
  {
    title: 'We store, you ask back',
    text: 'Every box is listed in your account. Ask for one back, or all of them, whenever you need it.',
    Illustration: StoreIllustration,
  },
];

const TRUST_POINTS = [
  {
    title: 'Looked after, with cover to choose',
    text: COVER_PROMISE_TEXT,
  },
  {
    title: `Nothing over ${SIZE_RULES.maxWeightKg} kg`,
    text: `Every box weighs ${SIZE_RULES.maxWeightKg} kg or less, so it can be carried safely and nothing is crushed in the racking.`,
  },
  {
    title: 'Flexible returns',
    text: 'One box or all of them, on a weekday that suits you. After the first month, stop whenever you like.',
  },
  {
    title: 'Secure and monitored',
    text: 'A staffed, alarmed warehouse with CCTV; only our warehouse team handle your boxes.',
  },
];

const TEASER_QUESTIONS = [
  'How big and heavy can a box be?',
  'Which days do you collect?',
  'How do I get my boxes back?',
  'Is my stuff insured?',
];

function HomePage() {
  return (
    <>
      <section className={styles.hero}>
        <div className={styles.heroText}>
          <Page title="Storage by the box, collected from your door" />
          <p className={styles.lead}>
            Pack a few boxes, we collect them, keep them safe and bring any of them back when you
            ask. Across the UK and Ireland, paid by the month, no van or storage unit needed.
          </p>
          <PostcodeStart />
        </div>
        <HeroIllustration />
      </section>

      <section className={styles.section} aria-labelledby="how-heading">
        <h2 id="how-heading" className={styles.sectionHeading}>
          How it works
        </h2>
        <ol className={styles.steps}>
          {STEPS.map(({ title, text, Illustration }, index) => (
            <li key={title} className={styles.step}>
              <Illustration />
              <h3 className={styles.cardHeading}>
                <span className={styles.stepNumber}>{index + 1}</span> {title}
              </h3>
              <p className={styles.cardText}>{text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.section} aria-labelledby="prices-heading">
        <h2 id="prices-heading" className={styles.sectionHeading}>
          Prices per box
        </h2>
        <BoxPrices />
        <p className={styles.cardText}>
          Prices include VAT. The longer you store and the more boxes you send, the less each box
          costs.{' '}
          <Link to="/by-the-box-storage" className={textLinkStyle}>
            Sizes and prices in full
          </Link>
        </p>
      </section>

      <section className={styles.section} aria-labelledby="units-heading">
        <h2 id="units-heading" className={styles.sectionHeading}>
          Need a whole room? Rent a storage unit
        </h2>
        <p className={styles.cardText}>
          Drive up to one of our sites in Great Britain and Ireland and store furniture and boxes in
          a unit of your own, from 15 to 150 sq ft, month by month or for less on a longer contract.{' '}
          <Link to="/apps/drive-up" className={textLinkStyle}>
            Find a storage unit near you
          </Link>
        </p>
      </section>

      <section className={styles.section} aria-labelledby="materials-heading">
        <h2 id="materials-heading" className={styles.sectionHeading}>
          Moving? Packing materials on their own
        </h2>
        <p className={styles.cardText}>
          Strong boxes, tape, bubble wrap and mattress covers, delivered to your door on the day you
          choose, whether or not you store with us.{' '}
          <Link to="/apps/materials" className={textLinkStyle}>
            Order packing materials
          </Link>{' '}
          or{' '}
          <Link to="/apps/packing" className={textLinkStyle}>
            have our packers do it for you
          </Link>
        </p>
      </section>

      <section className={styles.section} aria-labelledby="abroad-heading">
        <h2 id="abroad-heading" className={styles.sectionHeading}>
          Moving abroad? We ship your boxes
        </h2>
        <p className={styles.cardText}>
          Door to door to Europe, North America, Australia, New Zealand and more, with the customs
          paperwork done: boxes stored with us leave from our store, and we collect the rest from
          your home.{' '}
          <Link to="/apps/shipping" search={{ from: 'home' }} className={textLinkStyle}>
            Ship boxes from your home
          </Link>
        </p>
      </section>

      <section className={styles.section} aria-labelledby="trust-heading">
        <h2 id="trust-heading" className={styles.sectionHeading}>
          Why customers trust us with their things
        </h2>
        <ul className={styles.grid}>
          {TRUST_POINTS.map((point) => (
            <li key={point.title} className={styles.card}>
              <h3 className={styles.cardHeading}>{point.title}</h3>
              <p className={styles.cardText}>{point.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="faq-heading">
        <h2 id="faq-heading" className={styles.sectionHeading}>
          Questions people ask first
        </h2>
        <ul className={styles.teaser}>
          {TEASER_QUESTIONS.map((question) => (
            <li key={question}>
              <Link to="/faqs" hash={faqSlug(question)} className={textLinkStyle}>
                {question}
              </Link>
            </li>
          ))}
        </ul>
        <Link to="/faqs" className={styles.secondaryCta}>
          All questions and answers
        </Link>
      </section>
    </>
  );
}
