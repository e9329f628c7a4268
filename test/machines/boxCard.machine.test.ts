import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { descriptionProblem } from '../../src/domain/boxes';
import { boxCardMachine } from '../../src/machines/boxCard.machine';

interface Fakes {
  saveDescription?: (input: { boxId: number; description: string }) => Promise<string>;
  fetchLabel?: (input: { boxId: number }) => Promise<Blob>;
}

function start(fakes: Fakes = {}, description: string | null = 'Books') {
  const calls = {
    saveDescription: vi.fn(fakes.saveDescription ?? (async ({ description }) => description)),
    fetchLabel: vi.fn(fakes.fetchLabel ?? (async () => new Blob(['%PDF-1.7']))),
    descriptionSaved: vi.fn(),
    saveLabel: vi.fn(),
  };
  const machine = boxCardMachine.provide({
    actors: {
      saveDescription: fromPromise(({ input }) => calls.saveDescription(input)),
      fetchLabel: fromPromise(({ input }) => calls.fetchLabel(input)),
    },
    actions: {
      descriptionSaved: (_, params) => calls.descriptionSaved(params),
      saveLabel: (_, params) => calls.saveLabel(params),
    },
  });
  const actor = createActor(machine, { input: { boxId: 12, description } }).start();
  return { actor, calls };
}

describe('box card machine', () => {
  it('starts viewing the stored description; a missing one reads as empty', () => {
    expect(start().actor.getSnapshot().context.description).toBe('Books');
    expect(start({}, null).actor.getSnapshot().context.description).toBe('');
  });

  it('saves a new description trimmed, then tells the list', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'boxCard.edit' });
    actor.send({ type: 'boxCard.save', description: '  Board games ' });
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    await waitFor(actor, (state) => state.matches('viewing'));
    expect(calls.saveDescription).toHaveBeenCalledWith({ boxId: 12, description: 'Board games' });
    expect(actor.getSnapshot().context.description).toBe('Board games');
    expect(calls.descriptionSaved).toHaveBeenCalledWith({ boxId: 12, description: 'Board games' });
  });

  it('an unchanged description closes the field without a call', () => {
    const { actor, calls } = start();
    actor.send({ type: 'boxCard.edit' });
    actor.send({ type: 'boxCard.save', description: 'Books ' });
    expect(actor.getSnapshot().value).toBe('viewing');
    expect(calls.saveDescription).not.toHaveBeenCalled();
  });

  it('cancel leaves the stored description as it was', () => {
    const { actor } = start();
    actor.send({ type: 'boxCard.edit' });
    actor.send({ type: 'boxCard.cancel' });
    expect(actor.getSnapshot().value).toBe('viewing');
    expect(actor.getSnapshot().context.description).toBe('Books');
  });

  it('a description over 200 characters stays in the field with a message', () => {
    const { actor, calls } = start();
    actor.send({ type: 'boxCard.edit' });
    actor.send({ type: 'boxCard.save', description: 'x'.repeat(201) });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe(
      'The description must be 200 characters or fewer',
    );
    expect(calls.saveDescription).not.toHaveBeenCalled();
  });

  it('a refused save returns to the field with the server message', async () => {
    const { actor } = start({
      saveDescription: async () => {
        throw new Error('Something went wrong');
      },
    });
    actor.send({ type: 'boxCard.edit' });
    actor.send({ type: 'boxCard.save', description: 'Games' });
    await waitFor(actor, (state) => state.matches('editing') && state.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Something went wrong');
    expect(actor.getSnapshot().context.description).toBe('Books');
  });

  it('downloads the label and hands it over with the box id', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'boxCard.downloadLabel' });
    expect(actor.getSnapshot().hasTag('downloading')).toBe(true);
    await waitFor(actor, (state) => state.matches('viewing'));
    expect(calls.fetchLabel).toHaveBeenCalledWith({ boxId: 12 });
    expect(calls.saveLabel).toHaveBeenCalledWith({ boxId: 12, label: expect.any(Blob) });
  });

  it('a failed label download shows the message until dismissed', async () => {
    const { actor, calls } = start({
      fetchLabel: async () => {
        throw new Error('Not found');
      },
    });
    actor.send({ type: 'boxCard.downloadLabel' });
    await waitFor(actor, (state) => state.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Not found');
    expect(calls.saveLabel).not.toHaveBeenCalled();
    actor.send({ type: 'boxCard.errorDismissed' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it.each([
    ['', null],
    ['x'.repeat(200), null],
    ['x'.repeat(201), 'The description must be 200 characters or fewer'],
  ])('descriptionProblem of %# characters', (text, expected) => {
    expect(descriptionProblem(text)).toBe(expected);
  });
});
