import type { InspectionEvent, Observer } from 'xstate';

/**
 * The Stately inspector, when a developer opens the app with `?inspect` on the dev server:
 * app actors pass it to `createActor` so their states and events appear in the visualizer.
 */
export let inspect: Observer<InspectionEvent> | undefined;

export async function attachInspectorIfAsked(): Promise<void> {
  // The production build drops this branch, and the inspector with it.
  if (!import.meta.env.DEV || !new URLSearchParams(window.location.search).has('inspect')) return;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  inspect = createBrowserInspector().inspect;
}
