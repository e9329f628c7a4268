import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type BoxImage,
  type BoxPhoto,
  boxPhotoUrls,
  imageSizeLimitText,
  type PhotoFile,
  photoProblem,
} from '../../src/domain/boxes';
import { MAX_IMAGE_BYTES } from '../../src/domain/constants';
import { type BoxPhotos, boxPhotosMachine } from '../../src/machines/boxPhotos.machine';

const own: BoxPhoto = {
  boxImageId: 5,
  mimeType: 'image/png',
  readonly: false,
  ...boxPhotoUrls(5),
};
const evidence: BoxPhoto = {
  boxImageId: 6,
  mimeType: 'image/jpeg',
  readonly: true,
  ...boxPhotoUrls(6),
};
const itemCheck: BoxImage = {
  boxImageId: 0,
  imageData: 'CCCC',
  mimeType: 'image/jpeg',
  readonly: true,
};
const png: PhotoFile = { name: 'coats.png', size: 1024, type: 'image/png' };

interface Fakes {
  loadPhotos?: () => Promise<BoxPhotos>;
  uploadPhoto?: (input: { boxId: number; file: PhotoFile }) => Promise<void>;
  deletePhoto?: (input: { boxImageId: number }) => Promise<void>;
}

function start(fakes: Fakes = {}) {
  const calls = {
    loadPhotos: vi.fn(
      fakes.loadPhotos ?? (async () => ({ photos: [own, evidence], itemCheckPhotos: [itemCheck] })),
    ),
    uploadPhoto: vi.fn(fakes.uploadPhoto ?? (async () => {})),
    deletePhoto: vi.fn(fakes.deletePhoto ?? (async () => {})),
  };
  const machine = boxPhotosMachine.provide({
    actors: {
      loadPhotos: fromPromise(() => calls.loadPhotos()),
      uploadPhoto: fromPromise(({ input }) => calls.uploadPhoto(input)),
      deletePhoto: fromPromise(({ input }) => calls.deletePhoto(input)),
    },
  });
  const actor = createActor(machine, { input: { boxId: 12 } }).start();
  return { actor, calls };
}

const ready = (state: { matches: (value: 'ready') => boolean }) => state.matches('ready');

describe('box photos machine', () => {
  it('loads the photos and the item-check photos', async () => {
    const { actor } = start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, ready);
    expect(actor.getSnapshot().context.photos).toEqual([own, evidence]);
    expect(actor.getSnapshot().context.itemCheckPhotos).toEqual([itemCheck]);
  });

  it('uploads an accepted photo, then reloads the gallery', async () => {
    const { actor, calls } = start();
    await waitFor(actor, ready);
    actor.send({ type: 'boxPhotos.upload', file: png });
    expect(actor.getSnapshot().hasTag('uploading')).toBe(true);
    await waitFor(actor, (state) => state.matches('loading'));
    await waitFor(actor, ready);
    expect(calls.uploadPhoto).toHaveBeenCalledWith({ boxId: 12, file: png });
    expect(calls.loadPhotos).toHaveBeenCalledTimes(2);
  });

  it.each([
    [{ ...png, type: 'image/gif' }, 'Photos must be a JPG, PNG or WebP image'],
    [{ ...png, size: MAX_IMAGE_BYTES + 1 }, 'Photos must be 5 MB or smaller'],
    [{ ...png, size: 0 }, 'The selected photo is empty'],
  ])('refuses %o before sending it', async (file, message) => {
    const { actor, calls } = start();
    await waitFor(actor, ready);
    actor.send({ type: 'boxPhotos.upload', file });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error).toBe(message);
    expect(calls.uploadPhoto).not.toHaveBeenCalled();
  });

  it('takes or refuses a photo chosen while the gallery is still loading', async () => {
    const refused = start();
    expect(refused.actor.getSnapshot().matches('loading')).toBe(true);
    refused.actor.send({ type: 'boxPhotos.upload', file: { ...png, type: 'text/plain' } });
    await waitFor(refused.actor, ready);
    expect(refused.actor.getSnapshot().context.error).toBe(
      'Photos must be a JPG, PNG or WebP image',
    );

    const taken = start();
    taken.actor.send({ type: 'boxPhotos.upload', file: png });
    await waitFor(taken.actor, ready);
    expect(taken.calls.uploadPhoto).toHaveBeenCalledWith({ boxId: 12, file: png });
  });

  it('a photo the server refuses shows its message', async () => {
    const { actor } = start({
      uploadPhoto: async () => {
        throw new Error('The file is not an accepted image type');
      },
    });
    await waitFor(actor, ready);
    actor.send({ type: 'boxPhotos.upload', file: png });
    await waitFor(actor, (state) => state.matches('ready') && state.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('The file is not an accepted image type');
  });

  it('deletes the customer’s own photo only after confirmation', async () => {
    const { actor, calls } = start();
    await waitFor(actor, ready);
    actor.send({ type: 'boxPhotos.delete', boxImageId: 5 });
    expect(actor.getSnapshot().value).toBe('confirmingDelete');
    expect(calls.deletePhoto).not.toHaveBeenCalled();
    actor.send({ type: 'boxPhotos.confirmDelete' });
    await waitFor(actor, (state) => state.matches('loading'));
    expect(calls.deletePhoto).toHaveBeenCalledWith({ boxImageId: 5 });
    await waitFor(actor, ready);
    expect(actor.getSnapshot().context.pendingDeleteId).toBeNull();
  });

  it('cancelling the confirmation deletes nothing', async () => {
    const { actor, calls } = start();
    await waitFor(actor, ready);
    actor.send({ type: 'boxPhotos.delete', boxImageId: 5 });
    actor.send({ type: 'boxPhotos.cancelDelete' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(calls.deletePhoto).not.toHaveBeenCalled();
  });

  it('read-only photos cannot be deleted', async () => {
    const { actor } = start();
    await waitFor(actor, ready);
    actor.send({ type: 'boxPhotos.delete', boxImageId: 6 });
    actor.send({ type: 'boxPhotos.delete', boxImageId: 0 });
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('a failed load can be tried again', async () => {
    let fail = true;
    const { actor } = start({
      loadPhotos: async () => {
        if (fail) throw new Error('Something went wrong');
        return { photos: [], itemCheckPhotos: [] };
      },
    });
    await waitFor(actor, (state) => state.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('Something went wrong');
    fail = false;
    actor.send({ type: 'boxPhotos.retry' });
    await waitFor(actor, ready);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('states the size limit in megabytes', () => {
    expect(imageSizeLimitText()).toBe('5 MB');
    expect(imageSizeLimitText(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(photoProblem({ name: 'a.webp', size: MAX_IMAGE_BYTES, type: 'image/webp' })).toBeNull();
  });
});
