import type { AnyActorRef } from 'xstate';
import { Button } from '../../../ui/Button/Button';

/**
 * A funnel step's two buttons: Back sends the funnel back, Continue sends it on (busy while the
 * step saves, off until the step has what it needs). A step run by a kit machine of its own
 * (the timeslot step) is sent Continue itself.
 */
export function BackAndContinue({
  funnel,
  step,
  saving = false,
  ready = true,
}: {
  funnel: AnyActorRef;
  step?: AnyActorRef;
  saving?: boolean;
  ready?: boolean;
}) {
  return (
    <>
      <Button variant="secondary" onClick={() => funnel.send({ type: 'funnel.back' })}>
        Back
      </Button>
      <Button
        loading={saving}
        disabled={!ready}
        onClick={() => (step ?? funnel).send({ type: 'funnel.next' })}
      >
        Continue
      </Button>
    </>
  );
}
