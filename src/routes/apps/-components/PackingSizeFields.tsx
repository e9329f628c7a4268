import { countText, formatPrice } from '../../../domain/format';
import {
  BOXES_PER_ROOM,
  MAX_PACKING_BOXES,
  MAX_PACKING_ROOMS,
  type PackingPrices,
  type PackingSize,
  packingEstimate,
} from '../../../domain/packing';
import { Checkbox } from '../../../ui/Checkbox/Checkbox';
import { QuantityStepper } from '../../../ui/commerce/QuantityStepper/QuantityStepper';
import * as styles from './funnel.css';

/**
 * How much the packers pack, in rooms or in boxes (the funnel's machine clears one when the
 * other is set), whether they bring the materials, and the hours that makes.
 */
export function PackingSizeFields({
  size,
  materialsIncluded,
  prices,
  onRooms,
  onBoxes,
  onMaterials,
}: {
  size: PackingSize;
  materialsIncluded: boolean;
  prices: PackingPrices | null;
  onRooms: (rooms: number) => void;
  onBoxes: (boxes: number) => void;
  onMaterials: (included: boolean) => void;
}) {
  const estimate = packingEstimate(size);
  return (
    <div className={styles.stack}>
      <QuantityStepper
        label="Rooms to pack"
        hint={`Up to ${MAX_PACKING_ROOMS}; a room fills about ${BOXES_PER_ROOM} boxes.`}
        value={size.rooms ?? 0}
        max={MAX_PACKING_ROOMS}
        onChange={onRooms}
      />
      <QuantityStepper
        label="Or boxes to fill"
        hint={`Up to ${MAX_PACKING_BOXES}. Setting one clears the other.`}
        value={size.boxes ?? 0}
        max={MAX_PACKING_BOXES}
        onChange={onBoxes}
      />
      <Checkbox
        label="Bring the packing materials"
        hint={`Boxes, tape and paper for every box we pack${prices ? `, ${formatPrice(prices.perBoxPrice)} a box` : ''}.`}
        checked={materialsIncluded}
        onChange={(event) => onMaterials(event.target.checked)}
      />
      {estimate && (
        <p role="status">
          About {countText(estimate.boxes, 'box', 'boxes')}: our packers need about{' '}
          {countText(estimate.hours, 'hour', 'hours')}.
        </p>
      )}
    </div>
  );
}
