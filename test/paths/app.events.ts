/** The root stops a page's actor (here, one it no longer has) and meets a child's failure. */
export const inputs = [undefined];

export const events = [
  { type: 'app.childStopped', systemId: 'orders#1' },
  { type: 'xstate.error.actor.session', error: new Error('The session failed') },
];
