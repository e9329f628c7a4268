import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from '../machines/session.machine';
import type { FunnelGroups } from './funnelGroups';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

/** What every route can read synchronously while it decides whether to load. */
export interface RouterContext {
  session: SessionActor;
  /** Signed-in is judged from the session plus the stored authenticated flag (SPEC.md 6). */
  isSignedIn: () => boolean;
  /** Each funnel's actors, created when one of its pages is first entered. */
  funnels: FunnelGroups;
}
