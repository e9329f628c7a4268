import { orderableBoxTypes } from '../../../domain/box-types';
import type { BoxPickerItem } from './BoxPicker';

/**
 * The picker's entries for the orderable box types, in catalogue order, with the quantities of
 * a basket's line items (0 for a type not in it) and, when known, each type's monthly price.
 */
export function boxPickerItems(
  lineItems: readonly { boxTypeId: number; quantity: number }[],
  pricesByBoxType?: Readonly<Partial<Record<number, number>>>,
): BoxPickerItem[] {
  return orderableBoxTypes().map((type) => ({
    boxTypeId: type.boxTypeId,
    label: type.name,
    info: type.info,
    note: type.note,
    quantity: lineItems.find((item) => item.boxTypeId === type.boxTypeId)?.quantity ?? 0,
    price: pricesByBoxType?.[type.boxTypeId],
  }));
}
