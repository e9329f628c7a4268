import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { type BoxImage, type BoxPhoto, type PhotoFile, photoProblem } from '../domain/boxes';
import { messageOf, notProvided } from './actorErrors';

export interface BoxPhotos {
  /**
   * The customer's own photos and the provider's evidence photos (`GET /box/{id}/images`):
   * metadata and URLs; the screen fetches each thumbnail when it shows it.
   */
  photos: BoxPhoto[];
  /** Photos taken at the by-the-box item check: read-only jpegs with id 0. */
  itemCheckPhotos: BoxImage[];
}

export interface BoxPhotosContext extends BoxPhotos {
  boxId: number;
  /** The photo waiting for the customer to confirm its deletion. */
  pendingDeleteId: number | null;
  error: string | null;
}

export type BoxPhotosEvent =
  | { type: 'boxPhotos.upload'; file: PhotoFile }
  | { type: 'boxPhotos.delete'; boxImageId: number }
  | { type: 'boxPhotos.confirmDelete' }
  | { type: 'boxPhotos.cancelDelete' }
  | { type: 'boxPhotos.retry' }
  | { type: 'boxPhotos.errorDismissed' };

/**
 * A box's photo gallery: loaded when opened, with uploads (checked for type and size first)
 * and deletions (confirmed first, never of read-only photos), each followed by a reload.
 */
export const boxPhotosMachine = setup({
  types: {
    context: {} as BoxPhotosContext,
    events: {} as BoxPhotosEvent,
    input: {} as { boxId: number },
    tags: {} as 'busy' | 'uploading' | 'deleting',
  },
  actors: {
    /** `GET /box/{id}/images` and `GET /itemCheckPhotos/box/{id}/6`. */
    loadPhotos: fromPromise<BoxPhotos, { boxId: number }>(async () => {
      throw notProvided('box photos', 'loadPhotos');
    }),
    /** Reads the file as base64 and sends `POST /box/{boxId}/image`. */
    uploadPhoto: fromPromise<void, { boxId: number; file: PhotoFile }>(async () => {
      throw notProvided('box photos', 'uploadPhoto');
    }),
    /** `DELETE box/image/{id}`. */
    deletePhoto: fromPromise<void, { boxImageId: number }>(async () => {
      throw notProvided('box photos', 'deletePhoto');
    }),
  },
  guards: {
    isAcceptable: ({ event }) => {
      assertEvent(event, 'boxPhotos.upload');
      return photoProblem(event.file) === null;
    },
    isDeletable: ({ context, event }) => {
      assertEvent(event, 'boxPhotos.delete');
      return context.photos.some(
        (photo) => photo.boxImageId === event.boxImageId && !photo.readonly,
      );
    },
  },
}).createMachine({
  id: 'boxPhotos',
  context: ({ input }) => ({
    boxId: input.boxId,
    photos: [],
    itemCheckPhotos: [],
    pendingDeleteId: null,
    error: null,
  }),
  initial: 'loading',
  on: {
    'boxPhotos.errorDismissed': { actions: assign({ error: null }) },
  },
  states: {
    /** Also after each change: the photos already shown stay until the new list arrives. */
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadPhotos',
        src: 'loadPhotos',
        input: ({ context }) => ({ boxId: context.boxId }),
        onDone: {
          target: 'ready',
          actions: assign({
            photos: ({ event }) => event.output.photos,
            itemCheckPhotos: ({ event }) => event.output.itemCheckPhotos,
          }),
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
      // A photo chosen while the list is still loading is taken (or refused) at once.
      on: {
        'boxPhotos.upload': [
          { guard: 'isAcceptable', target: 'uploading', actions: assign({ error: null }) },
          { actions: assign({ error: ({ event }) => photoProblem(event.file) }) },
        ],
      },
    },
    ready: {
      on: {
        'boxPhotos.upload': [
          { guard: 'isAcceptable', target: 'uploading', actions: assign({ error: null }) },
          { actions: assign({ error: ({ event }) => photoProblem(event.file) }) },
        ],
        'boxPhotos.delete': {
          guard: 'isDeletable',
          target: 'confirmingDelete',
          actions: assign({ pendingDeleteId: ({ event }) => event.boxImageId, error: null }),
        },
      },
    },
    uploading: {
      tags: ['busy', 'uploading'],
      invoke: {
        id: 'uploadPhoto',
        src: 'uploadPhoto',
        input: ({ context, event }) => {
          assertEvent(event, 'boxPhotos.upload');
          return { boxId: context.boxId, file: event.file };
        },
        onDone: 'loading',
        onError: {
          target: 'ready',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    confirmingDelete: {
      on: {
        'boxPhotos.confirmDelete': 'deleting',
        'boxPhotos.cancelDelete': { target: 'ready', actions: assign({ pendingDeleteId: null }) },
      },
    },
    deleting: {
      tags: ['busy', 'deleting'],
      invoke: {
        id: 'deletePhoto',
        src: 'deletePhoto',
        input: ({ context }) => ({ boxImageId: context.pendingDeleteId ?? 0 }),
        onDone: { target: 'loading', actions: assign({ pendingDeleteId: null }) },
        onError: {
          target: 'ready',
          actions: assign({
            pendingDeleteId: null,
            error: ({ event }) => messageOf(event.error),
          }),
        },
      },
    },
    failed: {
      on: {
        'boxPhotos.retry': { target: 'loading', actions: assign({ error: null }) },
      },
    },
  },
});
