import { type ReactNode, useRef } from 'react';
import { pageHeading } from './layouts.css';
import { useStepHeadingFocus } from './stepHeading';

/** A screen's heading and body; every screen has exactly one h1. */
export function Page({ title, children }: { title: string; children?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const stepPositionId = useStepHeadingFocus(heading);
  return (
    <>
      <h1
        ref={heading}
        className={pageHeading}
        // Only a funnel step's heading takes focus (when the customer moves to it).
        tabIndex={stepPositionId ? -1 : undefined}
        aria-describedby={stepPositionId}
      >
        {title}
      </h1>
      {children}
    </>
  );
}
