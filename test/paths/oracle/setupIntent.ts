import type { AnyEventObject } from 'xstate';
import { isDone, isError, type Oracle, type Seen } from './kit';
import { freshPoll, type Poll, pollAfterCheck, pollCalls, pollNext, seenAs } from './payment';

/*
 * Saving a card (Cards, "Add a card"), as SPEC.md (7 "Checkout, clear-balance payment and
 * setup-intent flows") and docs/decisions.md ("Payment polling", "Cards") give it:
 *
 * | stage                    | call               | result                        | then                             |
 * |--------------------------|--------------------|-------------------------------|----------------------------------|
 * | creating                 | createSetupIntent  | the intent                    | confirming                       |
 * |                          |                    | error                         | failed: the form again           |
 * | confirming               | confirmSetup       | done                          | polling, from a 1 s wait         |
 * |                          |                    | error (card refused)          | failed                           |
 * | polling                  | fetchSetupProgress | succeeded                     | succeeded: the card is saved     |
 * |                          |                    | failed                        | failed                           |
 * |                          |                    | requires_action (3-D Secure)  | authenticating: the bank's check |
 * |                          |                    | processing, error             | asked again; failed after 120 s  |
 * | confirmingAuthentication | authenticateSetup  | done (approved or declined)   | polling: the provider decides    |
 * |                          |                    | error                         | failed                           |
 *
 * The form is sent from editing or after a failure; while a try is under way, a second send
 * is the same try. Saved is the end: the card list takes over.
 */

type Stage =
  | 'editing'
  | 'creating'
  | 'confirming'
  | 'polling'
  | 'authenticating'
  | 'confirmingAuthentication'
  | 'succeeded'
  | 'failed';

export interface SetupIntentModel {
  stage: Stage;
  poll: Poll;
}

const CALLS: Partial<Record<Stage, string>> = {
  creating: 'createSetupIntent',
  confirming: 'confirmSetup',
  confirmingAuthentication: 'authenticateSetup',
};

const at = (stage: Stage, poll: Poll = freshPoll()): SetupIntentModel => ({ stage, poll });

function next(model: SetupIntentModel, event: AnyEventObject): SetupIntentModel {
  switch (model.stage) {
    case 'editing':
    case 'failed':
      return event.type === 'setupIntent.submit' ? at('creating') : model;
    case 'creating':
      if (isDone(event, 'createSetupIntent')) return at('confirming');
      if (isError(event, 'createSetupIntent')) return at('failed');
      return model;
    case 'confirming':
      if (isDone(event, 'confirmSetup')) return at('polling', freshPoll());
      if (isError(event, 'confirmSetup')) return at('failed');
      return model;
    case 'polling': {
      const outcome = pollNext(model.poll, event);
      switch (outcome.to) {
        case 'poll':
          return outcome.poll === model.poll ? model : at('polling', outcome.poll);
        case 'succeeded':
          return at('succeeded');
        case 'authenticate':
          return at('authenticating');
        default:
          return at('failed');
      }
    }
    case 'authenticating':
      return event.type === 'setupIntent.authenticate' ? at('confirmingAuthentication') : model;
    case 'confirmingAuthentication':
      if (isDone(event, 'authenticateSetup')) return at('polling', pollAfterCheck());
      if (isError(event, 'authenticateSetup')) return at('failed');
      return model;
    default:
      return model;
  }
}

export const setupIntent: Oracle<SetupIntentModel> = {
  id: 'setupIntent',
  start: () => at('editing'),
  next,
  seen: (model): Seen => {
    if (model.stage === 'polling')
      return seenAs('polling', { busy: true, calls: pollCalls(model.poll) });
    const call = CALLS[model.stage];
    return seenAs(model.stage, {
      busy: call !== undefined,
      error: model.stage === 'failed',
      calls: call ? [call] : [],
    });
  },
};

/** The machine's final stage (a card saved): the only one with no way out. */
export const setupIntentFinal = ['succeeded'];
