import { findBoxType } from '../../../../domain/box-types';
import type { ShipmentItem } from '../../../../domain/shipping';

/** 'Box 12 (Medium box)'. */
export function shippedBoxName(box: { boxId: number; boxTypeId?: number }): string {
  const type = box.boxTypeId === undefined ? undefined : findBoxType(box.boxTypeId);
  return type ? `Box ${box.boxId} (${type.name})` : `Box ${box.boxId}`;
}

/**
 * What the funnel calls an item: a stored box by its number and type ('Box 12 (Medium box)'),
 * an item from home by its place and type ('Item 2 (Suitcase)').
 */
export function shipmentItemName(
  item: ShipmentItem,
  place: number,
  boxes: readonly { boxId: number; boxTypeId: number }[],
): string {
  if (item.boxId !== null) {
    return shippedBoxName(boxes.find((box) => box.boxId === item.boxId) ?? { boxId: item.boxId });
  }
  return `Item ${place} (${findBoxType(item.boxTypeId)?.name ?? 'Box'})`;
}
