/** Any actor whose snapshots carry a context, as far as persistence needs to know. */
interface ContextActor<TContext> {
  subscribe(listener: (snapshot: { context: TContext }) => void): unknown;
}

/**
 * Keeps what a funnel wants to survive a reload under `key`, writing only when it changes
 * (most snapshots differ in nothing that is kept).
 */
export function persistSnapshot<TContext>(
  actor: ContextActor<TContext>,
  storage: Storage,
  key: string,
  kept: (context: TContext) => unknown,
): void {
  let lastSaved = '';
  actor.subscribe((snapshot) => {
    const next = JSON.stringify(kept(snapshot.context));
    if (next === lastSaved) return;
    lastSaved = next;
    storage.setItem(key, next);
  });
}
