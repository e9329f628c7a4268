import type { AnyActorRef } from 'xstate';
import { Button } from '../../../ui/Button/Button';

/**
 * A funnel step's two buttons: Back sends the funnel back, Continue sends it on (busy while the
 * step saves, off until the step has what it needs).
 */
export function BackAndContinue({
  funnel,
  saving = false,
  ready = true,
}: {
  funnel: AnyActorRef;
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
        onClick={() => funnel.send({ type: 'funnel.next' })}
      >
        Continue
      </Button>
    </>
  );
}
