import { fromPromise } from 'xstate';
import { getAgreements } from '../api/agreements';
import {
  deleteBoxImage,
  getBoxImages,
  getBoxLabel,
  getItemCheckPhotos,
  listBoxes,
  updateBoxDescription,
  uploadBoxImage,
} from '../api/boxes';
import { getRentedUnits, getUnitItemCheckPhotos } from '../api/driveUp';
import { getShipments } from '../api/shipping';
import { MY_STUFF_TABS, type MyStuffTab, PhotoType } from '../domain/boxes';
import type { ImageMimeType } from '../domain/constants';
import { agreementsMachine } from '../machines/agreements.machine';
import { boxCardMachine } from '../machines/boxCard.machine';
import { boxPhotosMachine } from '../machines/boxPhotos.machine';
import { type MyStuffMemory, myStuffMachine } from '../machines/myStuff.machine';
import { shipmentsMachine } from '../machines/shipments.machine';
import { storageUnitsMachine } from '../machines/storageUnits.machine';
import { unwrapResult } from './callResult';
import { CUSTOMER_STATE_PREFIX } from './storedSession';

/** The tab and selection kept between visits; cleared on sign-out with the rest. */
export const MY_STUFF_STATE_KEY = `${CUSTOMER_STATE_PREFIX}myStuff`;
/** The boxes chosen for a return, read by the return funnel. */
export const RETURN_SELECTION_KEY = `${CUSTOMER_STATE_PREFIX}returnSelection`;
/** The boxes chosen for a collection, read by the collection booking. */
export const COLLECTION_SELECTION_KEY = `${CUSTOMER_STATE_PREFIX}collectionSelection`;

export const RETURN_PATH = '/apps/return';
export const SHIPPING_PATH = '/apps/shipping';
export const COLLECTION_PATH = '/apps/collect';

function isTab(value: unknown): value is MyStuffTab {
  return typeof value === 'string' && (MY_STUFF_TABS as readonly string[]).includes(value);
}

function boxIdList(value: unknown): number[] {
  return Array.isArray(value)
    ? value.filter((id): id is number => Number.isInteger(id) && id > 0)
    : [];
}

/** What an earlier visit kept; anything unreadable is ignored rather than trusted. */
export function readMyStuffMemory(storage: Storage = localStorage): Partial<MyStuffMemory> {
  try {
    const kept = JSON.parse(storage.getItem(MY_STUFF_STATE_KEY) ?? 'null') as unknown;
    if (typeof kept !== 'object' || kept === null) return {};
    const { tab, selected } = kept as Record<string, unknown>;
    return { ...(isTab(tab) ? { tab } : {}), selected: boxIdList(selected) };
  } catch {
    return {};
  }
}

/** `/apps/return?boxes=1,2`: the ids also travel in the URL, worth sharing with the funnel. */
export function selectionHref(path: string, boxIds: readonly number[]): string {
  return `${path}?boxes=${boxIds.join(',')}`;
}

export interface MyStuffDependencies {
  navigate: (href: string) => void;
  storage?: Storage;
}

/** The my stuff machine with its calls from src/api and its memory in local storage. */
export function myStuffMachineFor({ navigate, storage = localStorage }: MyStuffDependencies) {
  return myStuffMachine.provide({
    actors: {
      loadPage: fromPromise(async ({ input }) => unwrapResult(await listBoxes(input))),
    },
    actions: {
      remember: (_, memory) => storage.setItem(MY_STUFF_STATE_KEY, JSON.stringify(memory)),
      startReturn: (_, { boxIds }) => {
        storage.setItem(RETURN_SELECTION_KEY, JSON.stringify(boxIds));
        navigate(selectionHref(RETURN_PATH, boxIds));
      },
      startShipping: (_, { boxIds }) => navigate(selectionHref(SHIPPING_PATH, boxIds)),
      startCollection: (_, { boxIds }) => {
        storage.setItem(COLLECTION_SELECTION_KEY, JSON.stringify(boxIds));
        navigate(selectionHref(COLLECTION_PATH, boxIds));
      },
    },
  });
}

/** The 'Shipped' section's machine, its shipments from src/api. */
export const appShipmentsMachine = shipmentsMachine.provide({
  actors: {
    loadShipments: fromPromise(async ({ input }) =>
      unwrapResult(await getShipments(input.customerId)),
    ),
  },
});

/** My stuff's monthly payments, from src/api. */
export const appAgreementsMachine = agreementsMachine.provide({
  actors: {
    loadAgreements: fromPromise(async ({ input }) =>
      unwrapResult(await getAgreements(input.customerId)),
    ),
  },
});

/** The 'Storage units' section's machine, its units from src/api. */
export const appStorageUnitsMachine = storageUnitsMachine.provide({
  actors: {
    loadUnits: fromPromise(async ({ input }) => {
      const units = unwrapResult(await getRentedUnits(input.customerId));
      const photos = await Promise.all(
        units.map(async (unit) =>
          unit.itemCheckPhotoCount > 0
            ? unwrapResult(await getUnitItemCheckPhotos(unit.lettingId))
            : [],
        ),
      );
      return {
        units,
        photos: Object.fromEntries(
          units.map((unit, index) => [unit.lettingId, photos[index] ?? []]),
        ),
      };
    }),
  },
});

/** A file's bytes as base64, without the `data:` prefix the API does not want. */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(new Error('The photo could not be read. Try choosing it again.'));
    reader.onload = () => {
      const url = String(reader.result ?? '');
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.readAsDataURL(file);
  });
}

/** Hands a document to the browser's downloads under the given name. */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL by now; a later revoke frees the PDF's memory.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function labelFileName(boxId: number): string {
  return `box-${boxId}-label.pdf`;
}

/** A box card's calls; `descriptionSaved` is added by the page that owns the list. */
export const appBoxCardMachine = boxCardMachine.provide({
  actors: {
    saveDescription: fromPromise(async ({ input }) => {
      unwrapResult(await updateBoxDescription(input.boxId, input.description));
      return input.description;
    }),
    fetchLabel: fromPromise(async ({ input }) => unwrapResult(await getBoxLabel(input.boxId))),
  },
  actions: {
    saveLabel: (_, { boxId, label }) => downloadBlob(label, labelFileName(boxId)),
  },
});

export const appBoxPhotosMachine = boxPhotosMachine.provide({
  actors: {
    loadPhotos: fromPromise(async ({ input }) => {
      const [photos, itemCheckPhotos] = await Promise.all([
        getBoxImages(input.boxId),
        getItemCheckPhotos(input.boxId, PhotoType.ItemCheckByTheBox),
      ]);
      return { photos: unwrapResult(photos), itemCheckPhotos: unwrapResult(itemCheckPhotos) };
    }),
    uploadPhoto: fromPromise(async ({ input }) => {
      const imageData = await readAsBase64(input.file as unknown as Blob);
      unwrapResult(
        await uploadBoxImage(input.boxId, {
          imageData,
          // The machine let through only the accepted types.
          mimeType: input.file.type as ImageMimeType,
        }),
      );
    }),
    deletePhoto: fromPromise(async ({ input }) => {
      unwrapResult(await deleteBoxImage(input.boxImageId));
    }),
  },
});

/** Once boxes are booked to move, they are no longer a selection in My stuff. */
export function forgetMyStuffSelection(storage: Storage, selectionKey: string): void {
  storage.removeItem(selectionKey);
  storage.setItem(
    MY_STUFF_STATE_KEY,
    JSON.stringify({ ...readMyStuffMemory(storage), selected: [] }),
  );
}
