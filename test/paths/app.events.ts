/** The root meets a failure of one of its children (here, the session). */
export const inputs = [undefined];

export const events = [
  { type: 'xstate.error.actor.session', error: new Error('The session failed') },
];
