import { createContext, type RefObject, useContext, useEffect } from 'react';

/**
 * What a funnel tells the heading of each step it shows: whether the customer has moved on
 * from the step the page opened at (from then on every step's heading takes focus as it
 * appears, so a screen reader reads the new step and the keyboard starts from its top), and
 * the id of the 'Step 2 of 5' text read out with the heading.
 */
export interface StepHeading {
  moved: RefObject<boolean>;
  positionId: string;
}

export const StepHeadingContext = createContext<StepHeading | null>(null);

/** Used by `Page`: focus its heading when it is a new funnel step's; returns the step's id. */
export function useStepHeadingFocus(heading: RefObject<HTMLHeadingElement | null>) {
  const step = useContext(StepHeadingContext);
  useEffect(() => {
    if (step?.moved.current) heading.current?.focus();
  }, [step, heading]);
  return step?.positionId;
}
