import { Link } from '@tanstack/react-router';
import { type Funnel, funnelStepPath } from '../../../domain/funnels';
import { ChangeText } from '../../../ui/commerce/StepSummary/StepSummary';

/** "Change <what>" on a summary: back to the step, and the funnel comes back here after. */
export function FunnelChangeLink<Step extends string>({
  funnel,
  step,
  what,
}: {
  funnel: Funnel<Step>;
  step: Step;
  what: string;
}) {
  return (
    <Link to={funnelStepPath(funnel, step)}>
      <ChangeText what={what} />
    </Link>
  );
}
