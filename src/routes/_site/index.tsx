import { createFileRoute, Link } from '@tanstack/react-router';
import { orderableBoxTypes, SIZE_RULES } from '../../domain/box-types';
import { Page } from '../../ui/layouts/Page';
import * as styles from './-components/home.css';

export const Route = createFileRoute('/_site/')({
  component: HomePage,
});

const HOW_IT_WORKS = [
  { title: 'Pack', text: 'Fill your own boxes, or order ours with tape and bubble wrap.' },
  {
    title: 'We collect',
    text: 'Choose a morning or afternoon and our courier picks up from your door.',
  },
  {
    title: 'We store',
    text: 'Your boxes stay in our secure warehouse, and you see each one online.',
  },
  { title: 'We return', text: 'Ask for any box back and we deliver it on a day that suits you.' },
];

function HomePage() {
  return (
    <>
      <section className={styles.hero}>
        <Page title="Storage by the box, collected from your door" />
        <p className={styles.lead}>
          Store boxes and suitcases across the UK and Ireland. Pay only for what you store, by the
          month, and get any box back whenever you need it.
        </p>
        <Link to="/apps/order/pricing" className={styles.cta}>
          Get a price
        </Link>
      </section>

      <section className={styles.section} aria-labelledby="how-heading">
        <h2 id="how-heading" className={styles.sectionHeading}>
          How it works
        </h2>
        <ol className={styles.grid}>
          {HOW_IT_WORKS.map((step) => (
            <li key={step.title} className={styles.card}>
              <h3 className={styles.cardHeading}>{step.title}</h3>
              <p className={styles.cardText}>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.section} aria-labelledby="sizes-heading">
        <h2 id="sizes-heading" className={styles.sectionHeading}>
          What you can store
        </h2>
        <ul className={styles.grid}>
          {orderableBoxTypes().map((type) => (
            <li key={type.boxTypeId} className={styles.card}>
              <h3 className={styles.cardHeading}>{type.name}</h3>
              <p className={styles.cardText}>{type.info}</p>
            </li>
          ))}
        </ul>
        <p className={styles.cardText}>
          Every box must be {SIZE_RULES.boxMaterial} and weigh no more than {SIZE_RULES.maxWeightKg}{' '}
          kg. <Link to="/by-the-box-storage">More about by-the-box storage</Link> or read the{' '}
          <Link to="/faqs">FAQs</Link>.
        </p>
      </section>
    </>
  );
}
