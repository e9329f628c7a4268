import { contactPhone } from '../domain/customer';
import type { SessionActor } from './context';

/** Tells a funnel who is signed in, and when they leave. */
export function followSession(
  session: SessionActor,
  {
    signedIn,
    signedOut,
  }: {
    signedIn: (user: { customerId: number; email: string; phone: string }) => void;
    signedOut: () => void;
  },
): void {
  let customerId: number | null = null;
  const follow = (state: ReturnType<SessionActor['getSnapshot']>) => {
    const user = state.context.user;
    if (user && user.customerId !== customerId) {
      customerId = user.customerId;
      signedIn({
        customerId: user.customerId,
        email: user.email,
        phone: contactPhone(user),
      });
    } else if (state.matches('signedOut') && customerId !== null) {
      customerId = null;
      signedOut();
    }
  };
  // A funnel created after sign-in (its page entered later) learns who is signed in now.
  follow(session.getSnapshot());
  session.subscribe(follow);
  // A kept funnel of a customer whose session did not survive the reload is theirs alone.
  if (session.getSnapshot().matches('signedOut')) signedOut();
}
