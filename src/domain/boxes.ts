import { ownerTypeSchema } from './catalogue';
import { IMAGE_MIME_TYPES, MAX_IMAGE_BYTES, PAGE_SIZE } from './constants';
import { prettyDay } from './dates';
import { idSchema, isoDateSchema, isoDateTimeSchema, wrapped } from './primitives';
import { z } from './zod';

/**
 * The provider's own status strings (its name is part of them, SPEC.md section 3), kept
 * verbatim because the API speaks them. Screens show `boxStatusLabel` instead.
 */
export const BOX_STATUSES = [
  'WithCustomer',
  'WithCustomerAwaitingPickup',
  'WithCustomerAssumedNotSent',
  'InTransitToLoveSpace',
  'WithLoveSpaceHoldIn',
  'WithLoveSpace',
  'WithLoveSpaceDueOut',
  'WithLoveSpaceHoldOut',
  'InTransitToCustomer',
  'InTransitToLoveSpaceFailedDelivery',
  'InTransitToLoveSpaceHeldAtDepot',
] as const;
export const boxStatusSchema = z.enum(BOX_STATUSES);
export type BoxStatus = z.infer<typeof boxStatusSchema>;

const WITH_PROVIDER: ReadonlySet<string> = new Set<BoxStatus>([
  'InTransitToLoveSpace',
  'WithLoveSpaceHoldIn',
  'WithLoveSpace',
  'WithLoveSpaceDueOut',
  'WithLoveSpaceHoldOut',
  'InTransitToLoveSpaceFailedDelivery',
  'InTransitToLoveSpaceHeldAtDepot',
]);

const WITH_CUSTOMER: ReadonlySet<string> = new Set<BoxStatus>([
  'WithCustomer',
  'WithCustomerAwaitingPickup',
  'WithCustomerAssumedNotSent',
  'InTransitToCustomer',
]);

/** True for statuses grouped as "with the provider" (on the way in, or stored). */
export function isWithProvider(status: unknown): boolean {
  return typeof status === 'string' && WITH_PROVIDER.has(status);
}

/** True for statuses grouped as "with the customer" (at home, or on the way back). */
export function isWithCustomer(status: unknown): boolean {
  return typeof status === 'string' && WITH_CUSTOMER.has(status);
}

const BOX_STATUS_LABELS: Record<BoxStatus, string> = {
  WithCustomer: 'With you',
  WithCustomerAwaitingPickup: 'Waiting to be collected',
  WithCustomerAssumedNotSent: 'With you, not sent to us',
  InTransitToLoveSpace: 'On its way to storage',
  WithLoveSpaceHoldIn: 'Arrived, being checked in',
  WithLoveSpace: 'In storage',
  WithLoveSpaceDueOut: 'In storage, return booked',
  WithLoveSpaceHoldOut: 'In storage, return on hold',
  InTransitToCustomer: 'On its way to you',
  InTransitToLoveSpaceFailedDelivery: 'Delivery to storage failed',
  InTransitToLoveSpaceHeldAtDepot: 'Held at the courier depot',
};

/** The status in plain words; an unknown status reads 'Status unknown'. */
export function boxStatusLabel(status: unknown): string {
  return typeof status === 'string' && Object.hasOwn(BOX_STATUS_LABELS, status)
    ? BOX_STATUS_LABELS[status as BoxStatus]
    : 'Status unknown';
}

export const SERVICE_TYPES = ['ShippingService', 'PackingService'] as const;
export const serviceTypeSchema = z.enum(SERVICE_TYPES);
export type ServiceType = z.infer<typeof serviceTypeSchema>;

/** Which list `GET /boxes/...` returns (the My stuff tabs). */
export const BOX_FILTERS = ['with-customer', 'with-provider'] as const;
export const boxFilterSchema = z.enum(BOX_FILTERS);
export type BoxFilter = z.infer<typeof boxFilterSchema>;

/** What an open order (or a checkout under way) will do with a box. */
export const BOOKING_KINDS = [
  'collection',
  'return',
  'shipping',
  'delivery',
  'packing',
  'drop-off',
  'move-out',
] as const;

/**
 * A box in an open order (not cancelled, not completed) or in a checkout under way: it cannot
 * be booked again until that order is done or cancelled.
 */
export const openBookingSchema = z.object({
  kind: z.enum(BOOKING_KINDS),
  /** The day of the job, once known. */
  serviceDate: isoDateSchema.nullable(),
});
export type OpenBooking = z.infer<typeof openBookingSchema>;

/** 'Booked for collection on Tuesday 3rd December', or without the day while it is not set. */
export function openBookingText(booking: OpenBooking): string {
  const day = booking.serviceDate ? ` on ${prettyDay(booking.serviceDate)}` : '';
  return `Booked for ${booking.kind}${day}`;
}

export const boxSchema = z.object({
  boxId: idSchema,
  boxTypeId: idSchema,
  status: boxStatusSchema,
  /** Null for plain storage; set when the box is for shipping or the packing service. */
  serviceType: serviceTypeSchema.nullable(),
  /** The customer's own description, edited through `customerDescription`. */
  boxDescription: z.string().nullable(),
  /** Set on a box packed inside another (e.g. a suitcase in a suitcase box). */
  parentBoxId: idSchema.nullable(),
  ownerType: ownerTypeSchema,
  /** Last time the box changed status. */
  statusDate: isoDateTimeSchema.nullable(),
  /** Set while the box is in an open order: it cannot be chosen for another. */
  openBooking: openBookingSchema.nullable().default(null),
});
export type Box = z.infer<typeof boxSchema>;

/** A box as My stuff holds it: the API record plus the client-only selected flag. */
export type SelectableBox = Box & { selected: boolean };

/** One page of `GET /boxes/...`: a short page (fewer than `size`) is the last one. */
export const boxesPageSchema = z.object({
  boxes: z.array(boxSchema),
  page: z.int().positive(),
  size: z.int().positive(),
  total: z.int().nonnegative(),
  /** Pass as `?after=` for the next page (keyset); null on the last page. */
  nextCursor: z.string().nullable(),
});
export type BoxesPage = z.infer<typeof boxesPageSchema>;

/**
 * The boxes to list under "with the provider": status in that group, and not shipping boxes,
 * which the provider is sending on abroad rather than storing.
 */
export function withProviderList<T extends Pick<Box, 'status' | 'serviceType'>>(boxes: T[]): T[] {
  return boxes.filter((box) => isWithProvider(box.status) && box.serviceType !== 'ShippingService');
}

/** The boxes to list under "with the customer": status in that group, and not being shipped. */
export function withCustomerList<T extends Pick<Box, 'status' | 'serviceType'>>(boxes: T[]): T[] {
  return boxes.filter((box) => isWithCustomer(box.status) && box.serviceType !== 'ShippingService');
}

/** True when the landing after login should be My stuff. */
export function hasBoxesWithProvider(boxes: Pick<Box, 'status' | 'serviceType'>[]): boolean {
  return withProviderList(boxes).length > 0;
}

/** Selecting a box on My stuff flips its flag; other boxes are untouched. */
export function toggleBoxSelected<T extends { boxId: number; selected: boolean }>(
  boxes: T[],
  boxId: number,
): T[] {
  return boxes.map((box) => (box.boxId === boxId ? { ...box, selected: !box.selected } : box));
}

/** Page 1 replaces the list; later pages append, skipping boxes already held. */
export function mergeBoxPage<T extends { boxId: number }>(
  current: T[],
  page: number,
  incoming: T[],
): T[] {
  if (page <= 1) return [...incoming];
  const held = new Set(current.map((box) => box.boxId));
  return [...current, ...incoming.filter((box) => !held.has(box.boxId))];
}

/** `PATCH box/{id}`: fields wrapped as `{ value }`. */
export const boxUpdatePayloadSchema = z.object({
  customerDescription: wrapped(z.string().trim().max(200)),
});
export type BoxUpdatePayload = z.infer<typeof boxUpdatePayloadSchema>;

export const imageMimeTypeSchema = z.enum(IMAGE_MIME_TYPES);

export const boxImageSchema = z.object({
  /** 0 for item-check photos, which are not stored as the customer's own images. */
  boxImageId: z.int().nonnegative(),
  /** Base64 image bytes, without a data: URL prefix. */
  imageData: z.string().min(1),
  mimeType: z.string().min(1),
  /** True for images the customer cannot delete (the provider's evidence photos). */
  readonly: z.boolean(),
});
export type BoxImage = z.infer<typeof boxImageSchema>;

/**
 * A photo in a box's gallery (`GET /box/{id}/images`): what it is and where its bytes are.
 * `url` (the photo) and `thumbnailUrl` (a small WebP) are relative to the API's base URL and
 * need the owner's bearer token; their answers may be cached, since a photo never changes.
 */
export const boxPhotoSchema = z.object({
  boxImageId: idSchema,
  mimeType: z.string().min(1),
  /** True for images the customer cannot delete (the provider's evidence photos). */
  readonly: z.boolean(),
  url: z.string().min(1),
  thumbnailUrl: z.string().min(1),
});
export type BoxPhoto = z.infer<typeof boxPhotoSchema>;

/** Where a stored photo and its thumbnail are served, relative to the API's base. */
export function boxPhotoUrls(boxImageId: number): Pick<BoxPhoto, 'url' | 'thumbnailUrl'> {
  return {
    url: `box/image/${boxImageId}`,
    thumbnailUrl: `box/image/${boxImageId}/thumbnail`,
  };
}

/** `POST /box/{boxId}/image`. */
export const boxImageUploadSchema = z.object({
  imageData: z.string().min(1),
  mimeType: imageMimeTypeSchema,
});
export type BoxImageUpload = z.infer<typeof boxImageUploadSchema>;

/** Item-check photos are added to a box's images as read-only jpegs with id 0. */
export function itemCheckImage(imageData: string): BoxImage {
  return { boxImageId: 0, imageData, mimeType: 'image/jpeg', readonly: true };
}

/** Photo/evidence types (the `x` of `GET /itemCheckPhotos/box/{boxId}/{x}`). */
export const PhotoType = {
  Unspecified: 0,
  Damaged: 1,
  Overweight: 2,
  LabelEvidence: 3,
  CrateContents: 4,
  ItemCheckDriveUpStorage: 5,
  ItemCheckByTheBox: 6,
  FilledCrate: 7,
  CrateInventory: 8,
  EmptyCrate: 9,
  LoadedVan: 10,
  SignedInventoryReturn: 11,
  CrateIdConfirmation: 12,
} as const;

export const PHOTO_TYPES: Readonly<Record<number, string>> = {
  0: 'unspecified',
  1: 'damaged',
  2: 'overweight',
  3: 'label evidence',
  4: 'crate contents',
  5: 'item check for drive-up storage',
  6: 'item check for by-the-box',
  7: 'filled crate',
  8: 'crate inventory',
  9: 'empty crate',
  10: 'loaded van',
  11: 'signed inventory return',
  12: 'crate id confirmation',
};
export const photoTypeSchema = z.int().min(0).max(12);

/**
 * Whether a box matches the search: its description contains the text (any case), or its
 * box id contains the digits typed ('#12' and '12' both find box 1203).
 */
export function matchesBoxSearch(
  box: Pick<Box, 'boxId' | 'boxDescription'>,
  text: string,
): boolean {
  const query = text.trim().toLowerCase();
  if (query === '') return true;
  const digits = query.replace(/^#/, '');
  if (/^\d+$/.test(digits) && String(box.boxId).includes(digits)) return true;
  return (box.boxDescription ?? '').toLowerCase().includes(query);
}

/** What the photo checks need to know of a chosen file; a browser `File` is one. */
export interface PhotoFile {
  name: string;
  size: number;
  type: string;
}

/** '5 MB': the size limit as the customer reads it. */
export function imageSizeLimitText(bytes: number = MAX_IMAGE_BYTES): string {
  const megabytes = bytes / (1024 * 1024);
  return `${Number.isInteger(megabytes) ? megabytes : megabytes.toFixed(1)} MB`;
}

export const PHOTO_TOO_LARGE_MESSAGE = `Photos must be ${imageSizeLimitText()} or smaller`;
export const PHOTO_WRONG_TYPE_MESSAGE = 'Photos must be a JPG, PNG or WebP image';
export const PHOTO_EMPTY_MESSAGE = 'The selected photo is empty';

/**
 * What is wrong with a file before it is sent, or null. The type here is what the browser
 * says; the server checks the bytes themselves.
 */
export function photoProblem(file: PhotoFile): string | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return PHOTO_WRONG_TYPE_MESSAGE;
  if (file.size === 0) return PHOTO_EMPTY_MESSAGE;
  if (file.size > MAX_IMAGE_BYTES) return PHOTO_TOO_LARGE_MESSAGE;
  return null;
}

/** The message for a description the server would refuse, or null when it can be saved. */
export function descriptionProblem(description: string): string | null {
  const parsed = boxUpdatePayloadSchema.safeParse({ customerDescription: { value: description } });
  return parsed.success
    ? null
    : `The description must be ${DESCRIPTION_MAX_LENGTH} characters or fewer`;
}

/** The longest description `PATCH box/{id}` accepts (the domain schema's limit). */
export const DESCRIPTION_MAX_LENGTH = 200;

/** The two My stuff tabs (SPEC.md section 4). */
export type MyStuffTab = 'withProvider' | 'withCustomer';

export const MY_STUFF_TABS: readonly MyStuffTab[] = ['withProvider', 'withCustomer'];

/** Which `GET /boxes/...` filter fills each tab. */
export const TAB_FILTERS: Record<MyStuffTab, BoxFilter> = {
  withProvider: 'with-provider',
  withCustomer: 'with-customer',
};

/** The boxes a tab lists from one page: the provider tab leaves out shipping boxes. */
export function boxesForTab(tab: MyStuffTab, page: BoxesPage): SelectableBox[] {
  const listed =
    tab === 'withProvider' ? withProviderList(page.boxes) : withCustomerList(page.boxes);
  return listed.map((box) => ({ ...box, selected: false }));
}

export function selectedBoxIds(context: { boxes: readonly SelectableBox[] }): number[] {
  return context.boxes.filter((box) => box.selected).map((box) => box.boxId);
}

export function hasMorePages(context: { page: number; total: number }): boolean {
  return context.page * PAGE_SIZE < context.total;
}

export function visibleBoxes(context: {
  boxes: readonly SelectableBox[];
  search: string;
}): SelectableBox[] {
  return context.boxes.filter((box) => matchesBoxSearch(box, context.search));
}
