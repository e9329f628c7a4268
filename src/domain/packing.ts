import { moneySchema } from './primitives';
import { z } from './zod';

/*
 * The packing service: a team of two packers comes to the home before a collection and packs
 * everything into boxes. The number of rooms (or of boxes) gives an estimate of the hours,
 * which are charged at the team's hourly price; packing materials can be included.
 */

/** Packers in a team: the hourly price is the team's. */
export const PACKERS_PER_TEAM = 2;
/** Boxes a room of an average home fills. */
export const BOXES_PER_ROOM = 12;
/** Boxes a team of two packs in an hour. */
export const BOXES_PER_TEAM_HOUR = 8;
/** A visit is booked for at least this many hours. */
export const MIN_PACKING_HOURS = 2;
export const MAX_PACKING_ROOMS = 10;
export const MAX_PACKING_BOXES = 99;

export const packingRoomsSchema = z.int().min(1).max(MAX_PACKING_ROOMS);
export const packingBoxesSchema = z.int().min(1).max(MAX_PACKING_BOXES);

/** How big the job is: rooms of a home, or boxes to fill. */
export interface PackingSize {
  rooms: number | null;
  boxes: number | null;
}

/**
 * The boxes and hours a visit is estimated at: the boxes given, or a room's worth of boxes per
 * room; a team packs `BOXES_PER_TEAM_HOUR` an hour, for at least `MIN_PACKING_HOURS`. Null
 * until a size is given.
 */
export function packingEstimate(size: PackingSize): { boxes: number; hours: number } | null {
  const boxes = size.boxes ?? (size.rooms === null ? null : size.rooms * BOXES_PER_ROOM);
  if (boxes === null || boxes <= 0) return null;
  return { boxes, hours: Math.max(MIN_PACKING_HOURS, Math.ceil(boxes / BOXES_PER_TEAM_HOUR)) };
}

/** '3 rooms' or '20 boxes'. */
export function packingSizeText(size: PackingSize): string {
  if (size.boxes !== null) return size.boxes === 1 ? '1 box' : `${size.boxes} boxes`;
  if (size.rooms !== null) return size.rooms === 1 ? '1 room' : `${size.rooms} rooms`;
  return '';
}

/** `GET /packing/prices`: the team's hourly price and the materials for one box. */
export const packingPricesSchema = z.object({
  teamHourlyPrice: moneySchema,
  perBoxPrice: moneySchema,
});
export type PackingPrices = z.infer<typeof packingPricesSchema>;
