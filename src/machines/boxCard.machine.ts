import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { descriptionProblem } from '../domain/boxes';
import { messageOf, notProvided } from './actorErrors';

export interface BoxCardContext {
  boxId: number;
  /** The description as saved on the server. */
  description: string;
  /** What went wrong with the last save or label download. */
  error: string | null;
}

export interface BoxCardInput {
  boxId: number;
  description: string | null;
}

export type BoxCardEvent =
  | { type: 'boxCard.edit' }
  | { type: 'boxCard.save'; description: string }
  | { type: 'boxCard.cancel' }
  | { type: 'boxCard.downloadLabel' }
  | { type: 'boxCard.errorDismissed' };

/**
 * One box on My stuff: its description, edited inline (viewing → editing → saving), and its
 * label PDF. The photos are a machine of their own, started when the customer opens them.
 */
export const boxCardMachine = setup({
  types: {
    context: {} as BoxCardContext,
    events: {} as BoxCardEvent,
    input: {} as BoxCardInput,
    tags: {} as 'saving' | 'downloading',
  },
  actors: {
    /** `PATCH box/{id}` with `{ customerDescription: { value } }`; answers the saved text. */
    saveDescription: fromPromise<string, { boxId: number; description: string }>(async () => {
      throw notProvided('box card', 'saveDescription');
    }),
    /** `GET box/{id}/label`: the PDF. */
    fetchLabel: fromPromise<Blob, { boxId: number }>(async () => {
      throw notProvided('box card', 'fetchLabel');
    }),
  },
  actions: {
    /** Tells the list the new description, so its search sees it. */
    descriptionSaved: (_, _params: { boxId: number; description: string }) => {},
    /** Hands the PDF to the browser as `box-<id>-label.pdf`. */
    saveLabel: (_, _params: { boxId: number; label: Blob }) => {},
  },
  guards: {
    isUnchanged: ({ context, event }) => {
      assertEvent(event, 'boxCard.save');
      return event.description.trim() === context.description;
    },
    isSavable: ({ event }) => {
      assertEvent(event, 'boxCard.save');
      return descriptionProblem(event.description.trim()) === null;
    },
  },
}).createMachine({
  id: 'boxCard',
  context: ({ input }) => ({
    boxId: input.boxId,
    description: input.description ?? '',
    error: null,
  }),
  initial: 'viewing',
  on: {
    'boxCard.errorDismissed': { actions: assign({ error: null }) },
  },
  states: {
    viewing: {
      on: {
        'boxCard.edit': { target: 'editing', actions: assign({ error: null }) },
        'boxCard.downloadLabel': { target: 'downloadingLabel', actions: assign({ error: null }) },
      },
    },
    editing: {
      on: {
        'boxCard.save': [
          { guard: 'isUnchanged', target: 'viewing', actions: assign({ error: null }) },
          { guard: 'isSavable', target: 'saving', actions: assign({ error: null }) },
          {
            actions: assign({
              error: ({ event }) => descriptionProblem(event.description.trim()),
            }),
          },
        ],
        'boxCard.cancel': { target: 'viewing', actions: assign({ error: null }) },
      },
    },
    saving: {
      tags: 'saving',
      invoke: {
        id: 'saveDescription',
        src: 'saveDescription',
        input: ({ context, event }) => {
          assertEvent(event, 'boxCard.save');
          return { boxId: context.boxId, description: event.description.trim() };
        },
        onDone: {
          target: 'viewing',
          actions: [
            assign({ description: ({ event }) => event.output }),
            {
              type: 'descriptionSaved',
              params: ({ context, event }) => ({ boxId: context.boxId, description: event.output }),
            },
          ],
        },
        onError: {
          // Back to the field with the typed text kept, so nothing is lost.
          target: 'editing',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    downloadingLabel: {
      tags: 'downloading',
      invoke: {
        id: 'fetchLabel',
        src: 'fetchLabel',
        input: ({ context }) => ({ boxId: context.boxId }),
        onDone: {
          target: 'viewing',
          actions: {
            type: 'saveLabel',
            params: ({ context, event }) => ({ boxId: context.boxId, label: event.output }),
          },
        },
        onError: {
          target: 'viewing',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
  },
});
