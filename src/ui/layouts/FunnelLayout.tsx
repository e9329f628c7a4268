import type { ReactNode } from 'react';
import { cx } from '../cx';
import { Logo } from './Logo';
import * as styles from './layouts.css';
import { MainContent, SkipLink } from './MainContent';
import { PhoneLink } from './PhoneLink';

export interface FunnelLayoutProps {
  /** The funnel's name, read out before the steps: 'Order storage'. */
  title: string;
  steps: readonly string[];
  /** Index into `steps`; -1 when no step is current. */
  currentStep: number;
  children: ReactNode;
}

/**
 * Ordering and returning: no menus to wander off into, only the way forward and a number to
 * call, with the steps shown so the customer knows how far there is to go.
 */
export function FunnelLayout({ title, steps, currentStep, children }: FunnelLayoutProps) {
  return (
    <div className={styles.shell}>
      <SkipLink />
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Logo />
          <PhoneLink />
        </div>
      </header>
      <MainContent>
        <nav aria-label={`${title} progress`}>
          <ol className={styles.steps}>
            {steps.map((label, index) => (
              <li
                key={label}
                className={cx(styles.step, index < currentStep && styles.stepDone)}
                aria-current={index === currentStep ? 'step' : undefined}
              >
                <span aria-hidden="true">{index + 1}</span>
                {label}
              </li>
            ))}
          </ol>
        </nav>
        {children}
      </MainContent>
    </div>
  );
}
