/** Box type ids as the provider's catalogue numbers them (SPEC.md section 3). */
export const BoxTypeId = {
  SmallBox: 48,
  MediumBox: 14,
  LargeBox: 19,
  MediumSuitcase: 16,
  Suitcase: 17,
} as const;

/** A box type of the catalogue; the app holds the catalogue itself (no call returns one). */
export interface BoxType {
  boxTypeId: number;
  name: string;
  /** The size rule shown under the name. */
  info: string;
  /** Position in pickers and lists, lowest first. */
  order: number;
  /** True for items that are not boxes (suitcases), listed as "other items". */
  other: boolean;
  /** True when only the in-house (local) courier collects this type. */
  local: boolean;
  /** True when the item must be packed or hard-shelled before collection. */
  packingRequired: boolean;
  note?: string;
}

export const SUITCASE_NOTE = 'Must be in a box or have a hard shell.';

/** Size bands in combined width + height + length, and the weight and build of every box. */
export const SIZE_RULES = {
  smallMaxCombinedCm: 110,
  mediumMinCombinedCm: 110,
  mediumMaxCombinedCm: 125,
  largeMaxCombinedCm: 167,
  plasticAcceptedForLarge: false,
  maxWeightKg: 25,
  boxMaterial: 'double-walled cardboard',
  /** The product's own suitcase box, for suitcases without a hard shell. */
  suitcaseBoxCm: { width: 40, height: 52, length: 75 },
} as const;

export const MAX_BOX_WEIGHT_KG = SIZE_RULES.maxWeightKg;

export const BOX_TYPES: readonly BoxType[] = [
  {
    boxTypeId: BoxTypeId.SmallBox,
    name: 'Small box',
    info: 'Up to 110 cm combined width, height and length.',
    order: 1,
    other: false,
    local: false,
    packingRequired: false,
  },
  {
    boxTypeId: BoxTypeId.MediumBox,
    name: 'Medium box',
    info: '110 to 125 cm combined width, height and length.',
    order: 2,
    other: false,
    local: false,
    packingRequired: false,
  },
  {
    boxTypeId: BoxTypeId.LargeBox,
    name: 'Large box',
    info: 'No more than 167 cm combined width, height and length. Plastic boxes are not accepted.',
    order: 3,
    other: false,
    local: false,
    packingRequired: false,
  },
  {
    // SPEC.md does not give this type's order; 4 puts it between the large box and the suitcase.
    boxTypeId: BoxTypeId.MediumSuitcase,
    name: 'Medium suitcase',
    info: 'Hard-cased, or packed in our suitcase box (40 x 52 x 75 cm).',
    order: 4,
    other: true,
    local: false,
    packingRequired: true,
    note: SUITCASE_NOTE,
  },
  {
    boxTypeId: BoxTypeId.Suitcase,
    name: 'Suitcase',
    info: 'A large suitcase, hard-cased or packed in our suitcase box (40 x 52 x 75 cm).',
    order: 5,
    other: true,
    local: false,
    packingRequired: true,
    note: SUITCASE_NOTE,
  },
];

/** The four types a customer can order: small, medium and large box, and large suitcase. */
export const ORDERABLE_BOX_TYPE_IDS: readonly number[] = [
  BoxTypeId.SmallBox,
  BoxTypeId.MediumBox,
  BoxTypeId.LargeBox,
  BoxTypeId.Suitcase,
];

export function findBoxType(boxTypeId: number): BoxType | undefined {
  return BOX_TYPES.find((type) => type.boxTypeId === boxTypeId);
}

export function orderableBoxTypes(): BoxType[] {
  return BOX_TYPES.filter((type) => ORDERABLE_BOX_TYPE_IDS.includes(type.boxTypeId)).sort(
    (a, b) => a.order - b.order,
  );
}

/**
 * The smallest box type whose size band fits a box of these outside measurements (cm), or
 * undefined when it is too big for any. Plastic boxes only fit the small and medium bands.
 */
export function boxTypeForSize(
  widthCm: number,
  heightCm: number,
  lengthCm: number,
  plastic = false,
): number | undefined {
  const combined = widthCm + heightCm + lengthCm;
  if (![widthCm, heightCm, lengthCm].every((side) => Number.isFinite(side) && side > 0)) {
    return undefined;
  }
  if (combined <= SIZE_RULES.smallMaxCombinedCm) return BoxTypeId.SmallBox;
  if (combined <= SIZE_RULES.mediumMaxCombinedCm) return BoxTypeId.MediumBox;
  if (combined <= SIZE_RULES.largeMaxCombinedCm && !plastic) return BoxTypeId.LargeBox;
  return undefined;
}

export function isWithinWeightLimit(weightKg: number): boolean {
  return Number.isFinite(weightKg) && weightKg > 0 && weightKg <= SIZE_RULES.maxWeightKg;
}

/** One row of the box picker on the pricing step. */
export interface BoxPickerEntry {
  picture: string;
  boxTypeId: number;
  label: string;
  quantity: number;
  description: string;
}

/** The picker starts with every orderable type at quantity 0, in catalogue order. */
export function initialBoxPicker(): BoxPickerEntry[] {
  return orderableBoxTypes().map((type) => ({
    picture: `/images/box-types/${type.boxTypeId}.svg`,
    boxTypeId: type.boxTypeId,
    label: type.name,
    quantity: 0,
    description: type.note ? `${type.info} ${type.note}` : type.info,
  }));
}
