import type { ReactNode } from 'react';
import { cx } from '../../cx';
import type { BadgeVariants } from './Badge.css';
import * as styles from './Badge.css';

export type BadgeTone = NonNullable<BadgeVariants['tone']>;

export type BadgeProps = {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
};

/** A short status word beside a name ('Default', 'Suggested', 'Save 20%'); the text carries it. */
export function Badge({ tone, children, className }: BadgeProps) {
  return <span className={cx(styles.badge({ tone }), className)}>{children}</span>;
}
