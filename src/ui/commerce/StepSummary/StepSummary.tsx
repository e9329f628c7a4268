import type { ReactNode } from 'react';
import { useId } from 'react';
import { cx } from '../../cx';
import { VisuallyHidden } from '../../VisuallyHidden/VisuallyHidden';
import { LinkButton } from '../LinkButton/LinkButton';
import * as styles from './StepSummary.css';

export type StepSummaryRow = {
  key: string;
  label: ReactNode;
  value: ReactNode;
  /** The row's own control, usually a router Link back to the step, with `<ChangeText>` in it. */
  action?: ReactNode;
  /** Without `action`, a 'Change' button calling this. */
  onChange?: () => void;
  /** What the hidden end of 'Change' names; the label when it is a string. */
  changeLabel?: string;
};

export type StepSummaryProps = {
  rows: readonly StepSummaryRow[];
  title?: ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
};

/**
 * 'Change' followed by hidden words, so each link in a list of them has its own name
 * ('Change address') while sighted users see one short word, as in GOV.UK summary lists.
 */
export function ChangeText({ what }: { what?: string }) {
  return (
    <>
      Change
      {what && (
        <>
          {' '}
          <VisuallyHidden>{what.toLowerCase()}</VisuallyHidden>
        </>
      )}
    </>
  );
}

/** A GOV.UK summary list: what was chosen at each step, with a way back to change it. */
export function StepSummary({ rows, title, headingLevel = 2, className }: StepSummaryProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      className={cx(styles.section, className)}
      aria-labelledby={title ? headingId : undefined}
    >
      {title && (
        <Heading id={headingId} className={styles.heading}>
          {title}
        </Heading>
      )}
      <dl className={styles.list}>
        {rows.map((row) => {
          const what = row.changeLabel ?? (typeof row.label === 'string' ? row.label : undefined);
          const action =
            row.action ??
            (row.onChange ? (
              <LinkButton onClick={row.onChange}>
                <ChangeText what={what} />
              </LinkButton>
            ) : undefined);
          return (
            <div key={row.key} className={styles.row}>
              <dt className={styles.key}>{row.label}</dt>
              <dd className={styles.value}>{row.value}</dd>
              {action && <dd className={styles.action}>{action}</dd>}
            </div>
          );
        })}
      </dl>
    </section>
  );
}
