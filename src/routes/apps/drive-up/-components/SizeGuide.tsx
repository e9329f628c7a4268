import type { VsuUnitSize } from '../../../../domain/driveUp';

/** The largest unit's floor, in feet, that every drawing is to the scale of. */
const SCALE_FT = 15;
const SIZE_PX = 72;

/**
 * A unit's floor drawn to scale beside a person-sized square (3 × 3 ft), so sizes can be
 * compared at a glance. Decorative: the text beside it says the same.
 */
export function SizeGuide({ size }: { size: Pick<VsuUnitSize, 'widthFt' | 'depthFt'> }) {
  const px = (feet: number) => (feet / SCALE_FT) * SIZE_PX;
  return (
    <svg
      width={SIZE_PX}
      height={SIZE_PX}
      viewBox={`0 0 ${SIZE_PX} ${SIZE_PX}`}
      aria-hidden="true"
      focusable="false"
    >
      <rect
        x={0.5}
        y={SIZE_PX - px(size.widthFt) - 0.5}
        width={px(size.depthFt)}
        height={px(size.widthFt)}
        fill="currentColor"
        fillOpacity={0.15}
        stroke="currentColor"
      />
      <rect
        x={0.5}
        y={SIZE_PX - px(3) - 0.5}
        width={px(3)}
        height={px(3)}
        fill="currentColor"
        fillOpacity={0.5}
      />
    </svg>
  );
}
