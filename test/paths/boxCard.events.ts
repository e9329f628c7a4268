import type { BoxCardInput } from '../../src/machines/boxCard.machine';

export const inputs: BoxCardInput[] = [
  { boxId: 12, description: 'Books' },
  { boxId: 12, description: null },
];

export const events = [
  { type: 'boxCard.edit' },
  { type: 'boxCard.save', description: 'Board games' },
  { type: 'boxCard.save', description: 'Books' },
  { type: 'boxCard.save', description: 'x'.repeat(201) },
  { type: 'boxCard.cancel' },
  { type: 'boxCard.downloadLabel' },
  { type: 'boxCard.errorDismissed' },
  { type: 'xstate.done.actor.saveDescription', output: 'Board games' },
  { type: 'xstate.error.actor.saveDescription', error: new Error('Something went wrong') },
  { type: 'xstate.done.actor.fetchLabel', output: new Blob(['%PDF-1.7']) },
  { type: 'xstate.error.actor.fetchLabel', error: new Error('Not found') },
];
