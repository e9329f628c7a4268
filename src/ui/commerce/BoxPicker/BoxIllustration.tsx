import { BoxTypeId } from '../../../domain/box-types';
import * as styles from './BoxPicker.css';

export type BoxIllustrationProps = {
  boxTypeId: number;
  className?: string;
};

/** A box drawn to its relative size, for the three box types. */
function CardboardBox({ scale }: { scale: number }) {
  // The box sits on the baseline (y = 60) and grows up and out from the centre.
  const width = 28 + 24 * scale;
  const height = 18 + 22 * scale;
  const depth = 8 + 6 * scale;
  const left = 40 - width / 2 - depth / 2;
  const top = 60 - height;
  const front = `M${left} ${top} h${width} v${height} h${-width} z`;
  const lid = `M${left} ${top} l${depth} ${-depth} h${width} l${-depth} ${depth} z`;
  const side = `M${left + width} ${top} l${depth} ${-depth} v${height} l${-depth} ${depth} z`;
  const tape = `M${left + width / 2 - 3} ${top} h6 v${height * 0.35} h-6 z`;
  return (
    <>
      <path d={side} className={styles.boxSide} />
      <path d={lid} className={styles.boxTop} />
      <path d={front} className={styles.boxFront} />
      <path d={tape} className={styles.boxTape} />
    </>
  );
}

function SuitcaseShape() {
  return (
    <>
      <path
        d="M32 20v-6a3 3 0 0 1 3-3h10a3 3 0 0 1 3 3v6"
        className={styles.suitcaseHandle}
        fill="none"
      />
      <rect x="20" y="20" width="40" height="38" rx="5" className={styles.suitcaseBody} />
      <path d="M30 20v38M50 20v38" className={styles.suitcaseStrap} />
      <circle cx="26" cy="60" r="2.5" className={styles.suitcaseWheel} />
      <circle cx="54" cy="60" r="2.5" className={styles.suitcaseWheel} />
    </>
  );
}

/** A simple decorative drawing of a box type; the name next to it says what it is. */
export function BoxIllustration({ boxTypeId, className }: BoxIllustrationProps) {
  const isSuitcase = boxTypeId === BoxTypeId.Suitcase || boxTypeId === BoxTypeId.MediumSuitcase;
  const scale = boxTypeId === BoxTypeId.SmallBox ? 0 : boxTypeId === BoxTypeId.MediumBox ? 0.5 : 1;
  return (
    <svg
      viewBox="0 0 80 66"
      className={className ?? styles.picture}
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 63h68" className={styles.ground} />
      {isSuitcase ? <SuitcaseShape /> : <CardboardBox scale={scale} />}
    </svg>
  );
}
