import { type ReactNode, useEffect, useId, useMemo, useRef } from 'react';
import { cx } from '../cx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { Logo } from './Logo';
import * as styles from './layouts.css';
import { MainContent, SkipLink } from './MainContent';
import { PhoneLink } from './PhoneLink';
import { type StepHeading, StepHeadingContext } from './stepHeading';

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
  const positionId = useId();
  const moved = useRef(false);
  const firstStep = useRef(currentStep);
  useEffect(() => {
    // The page opens at its first step shown (none is shown while the funnel gets ready).
    if (firstStep.current === -1) firstStep.current = currentStep;
    if (currentStep === firstStep.current && !moved.current) return;
    moved.current = true;
    // The step's heading may already be on screen (the step's route came first): focus it now;
    // a heading that appears later focuses itself (`Page`).
    document.querySelector<HTMLElement>(`[aria-describedby="${positionId}"]`)?.focus();
  }, [currentStep, positionId]);
  const stepHeading = useMemo<StepHeading>(() => ({ moved, positionId }), [positionId]);
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
        <VisuallyHidden id={positionId}>
          {currentStep >= 0 ? `Step ${currentStep + 1} of ${steps.length}` : ''}
        </VisuallyHidden>
        <StepHeadingContext.Provider value={stepHeading}>{children}</StepHeadingContext.Provider>
      </MainContent>
    </div>
  );
}
