import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  type BoxesPage,
  type BoxFilter,
  boxesForTab,
  hasMorePages,
  type MyStuffTab,
  mergeBoxPage,
  type SelectableBox,
  selectedBoxIds,
  TAB_FILTERS,
  toggleBoxSelected,
} from '../domain/boxes';
import { FIRST_PAGE } from '../domain/constants';
import { messageOf, notProvided } from './actorErrors';

export interface MyStuffContext {
  customerId: number;
  tab: MyStuffTab;
  /** The active tab's boxes as loaded so far, newest first, with the client-only selected flag. */
  boxes: SelectableBox[];
  /** The last page loaded; 0 before the first arrives. */
  page: number;
  /** How many boxes the server holds for this tab, across all pages. */
  total: number;
  /** Where the next page starts (the last page's `nextCursor`); null before page 1. */
  nextCursor: string | null;
  /** What the customer typed in the search box; matched against loaded boxes only. */
  search: string;
  /** Boxes to show as selected once they arrive (kept from an earlier visit). */
  restoreSelection: number[];
  /** The message of the last failed call, shown in a red alert until dismissed. */
  error: string | null;
}

export interface MyStuffInput {
  customerId: number;
  /** The tab and selection kept from an earlier visit. */
  tab?: MyStuffTab;
  selected?: number[];
}

export type MyStuffEvent =
  | { type: 'myStuff.tabChanged'; tab: MyStuffTab }
  | { type: 'myStuff.loadMore' }
  | { type: 'myStuff.searched'; text: string }
  | { type: 'myStuff.retry' }
  | { type: 'myStuff.errorDismissed' }
  | { type: 'myStuff.selectionCleared' }
  | { type: 'myStuff.returnRequested' }
  | { type: 'myStuff.shipRequested' }
  | { type: 'myStuff.collectRequested' }
  | { type: 'box.toggled'; boxId: number }
  /** A box card saved a new description: the list (and the search over it) follows. */
  | { type: 'box.described'; boxId: number; description: string };

export interface LoadPageInput {
  customerId: number;
  filter: BoxFilter;
  page: number;
  /** Page 1 has none; a later page continues after the one before (keyset). */
  after: string | null;
}

/** What the app keeps between visits (under `boxroom.state.myStuff`). */
export interface MyStuffMemory {
  tab: MyStuffTab;
  selected: number[];
}

const loadInput = (context: MyStuffContext, page: number): LoadPageInput => ({
  customerId: context.customerId,
  filter: TAB_FILTERS[context.tab],
  page,
  after: page === FIRST_PAGE ? null : context.nextCursor,
});

export const myStuffMachine = setup({
  types: {
    context: {} as MyStuffContext,
    events: {} as MyStuffEvent,
    input: {} as MyStuffInput,
    tags: {} as 'busy' | 'loadingMore',
  },
  actors: {
    /** `GET /boxes/{customerId}/{page}/50/{filter}/desc/true`. */
    loadPage: fromPromise<BoxesPage, LoadPageInput>(async () => {
      throw notProvided('my stuff', 'loadPage');
    }),
  },
  actions: {
    /** Keeps the tab and selection for the next visit; the app stores them. */
    remember: (_, _params: MyStuffMemory) => {},
    /** Opens the return funnel for these boxes (with the provider). */
    startReturn: (_, _params: { boxIds: number[] }) => {},
    startShipping: (_, _params: { boxIds: number[] }) => {},
    /** Opens the collection booking for these boxes (with the customer). */
    startCollection: (_, _params: { boxIds: number[] }) => {},
    appendPage: assign(({ context }, { output }: { output: BoxesPage }) => {
      return {
        boxes: mergeBoxPage(context.boxes, context.page + 1, boxesForTab(context.tab, output)),
        page: context.page + 1,
        total: output.total,
        nextCursor: output.nextCursor,
      };
    }),
  },
  guards: {
    hasMore: ({ context }) => hasMorePages(context),
    isOtherTab: ({ context, event }) => {
      assertEvent(event, 'myStuff.tabChanged');
      return event.tab !== context.tab;
    },
    /** A box in another open order cannot be chosen for a return or collection. */
    isSelectable: ({ context, event }) => {
      assertEvent(event, 'box.toggled');
      return context.boxes.some((box) => box.boxId === event.boxId && box.openBooking === null);
    },
    /** A search is only as good as what is loaded: find the rest before matching. */
    searchNeedsMore: ({ context, event }) => {
      assertEvent(event, 'myStuff.searched');
      return event.text.trim() !== '' && hasMorePages(context);
    },
    /** Judged on the page just loaded: while a search is active, fetch until none are left. */
    keepSearching: ({ context }, { output }: { output: BoxesPage }) =>
      context.search.trim() !== '' && hasMorePages({ page: context.page + 1, total: output.total }),
    hasSelection: ({ context }) => selectedBoxIds(context).length > 0,
  },
}).createMachine({
  id: 'myStuff',
  context: ({ input }) => ({
    customerId: input.customerId,
    tab: input.tab ?? 'withProvider',
    boxes: [],
    page: 0,
    total: 0,
    nextCursor: null,
    search: '',
    restoreSelection: input.selected ?? [],
    error: null,
  }),
  initial: 'loading',
  on: {
    'myStuff.errorDismissed': { actions: assign({ error: null }) },
    'myStuff.tabChanged': {
      guard: 'isOtherTab',
      target: '.loading',
      // Selection belongs to a tab: returning and collecting act on different boxes.
      actions: [
        assign({
          tab: ({ event }) => event.tab,
          boxes: [],
          page: 0,
          total: 0,
          nextCursor: null,
          restoreSelection: [],
          error: null,
        }),
        { type: 'remember', params: ({ event }) => ({ tab: event.tab, selected: [] }) },
      ],
    },
    'myStuff.searched': { actions: assign({ search: ({ event }) => event.text }) },
    'box.described': {
      actions: assign({
        boxes: ({ context, event }) =>
          context.boxes.map((box) =>
            box.boxId === event.boxId ? { ...box, boxDescription: event.description } : box,
          ),
      }),
    },
    'box.toggled': {
      guard: 'isSelectable',
      actions: [
        assign({ boxes: ({ context, event }) => toggleBoxSelected(context.boxes, event.boxId) }),
        {
          type: 'remember',
          params: ({ context }) => ({ tab: context.tab, selected: selectedBoxIds(context) }),
        },
      ],
    },
    'myStuff.selectionCleared': {
      guard: 'hasSelection',
      actions: [
        assign({
          boxes: ({ context }) => context.boxes.map((box) => ({ ...box, selected: false })),
        }),
        { type: 'remember', params: ({ context }) => ({ tab: context.tab, selected: [] }) },
      ],
    },
    'myStuff.returnRequested': {
      guard: 'hasSelection',
      actions: {
        type: 'startReturn',
        params: ({ context }) => ({ boxIds: selectedBoxIds(context) }),
      },
    },
    'myStuff.shipRequested': {
      guard: 'hasSelection',
      actions: {
        type: 'startShipping',
        params: ({ context }) => ({ boxIds: selectedBoxIds(context) }),
      },
    },
    'myStuff.collectRequested': {
      guard: 'hasSelection',
      actions: {
        type: 'startCollection',
        params: ({ context }) => ({ boxIds: selectedBoxIds(context) }),
      },
    },
  },
  states: {
    /** Page 1 of the active tab: it replaces whatever list was there. */
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => loadInput(context, FIRST_PAGE),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => {
            const restored = new Set(context.restoreSelection);
            const incoming = boxesForTab(context.tab, event.output).map((box) => ({
              ...box,
              selected: restored.has(box.boxId),
            }));
            return {
              boxes: mergeBoxPage(context.boxes, FIRST_PAGE, incoming),
              page: FIRST_PAGE,
              total: event.output.total,
              nextCursor: event.output.nextCursor,
              restoreSelection: [],
            };
          }),
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    ready: {
      on: {
        'myStuff.loadMore': { guard: 'hasMore', target: 'loadingMore' },
        'myStuff.searched': [
          {
            guard: 'searchNeedsMore',
            target: 'loadingMore',
            actions: assign({ search: ({ event }) => event.text }),
          },
          { actions: assign({ search: ({ event }) => event.text }) },
        ],
      },
    },
    /** A later page: it is appended. While a search is active, pages keep coming until all are in. */
    loadingMore: {
      tags: 'loadingMore',
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => loadInput(context, context.page + 1),
        onDone: [
          {
            guard: { type: 'keepSearching', params: ({ event }) => ({ output: event.output }) },
            target: 'loadingMore',
            reenter: true,
            actions: { type: 'appendPage', params: ({ event }) => ({ output: event.output }) },
          },
          {
            target: 'ready',
            actions: { type: 'appendPage', params: ({ event }) => ({ output: event.output }) },
          },
        ],
        onError: {
          // What is loaded stays listed; the search then says it covers only those.
          target: 'ready',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    /** Page 1 could not be loaded: the red alert says why, and the customer can try again. */
    failed: {
      on: {
        'myStuff.retry': { target: 'loading', actions: assign({ error: null }) },
      },
    },
  },
});
