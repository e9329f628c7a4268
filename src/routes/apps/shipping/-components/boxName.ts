import { findBoxType } from '../../../../domain/box-types';

/** 'Box 12 (Medium box)'. */
export function shippedBoxName(box: { boxId: number; boxTypeId?: number }): string {
  const type = box.boxTypeId === undefined ? undefined : findBoxType(box.boxTypeId);
  return type ? `Box ${box.boxId} (${type.name})` : `Box ${box.boxId}`;
}
