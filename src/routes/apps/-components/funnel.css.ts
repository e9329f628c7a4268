import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../ui/theme/breakpoints';
import { vars } from '../../../ui/theme/contract.css';

/** A step's form beside its price summary on wide screens, stacked on narrow ones. */
export const stepGrid = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [mediaQueries.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const stack = style({ display: 'grid', gap: vars.space.lg });

/**
 * The price summary with the step's buttons under it, beside the form on wide screens: the
 * column stays in view as a whole, so the summary never slides under (or over) Continue.
 */
export const summaryColumn = style({
  display: 'grid',
  gap: vars.space.lg,
  // Below the site's sticky header, never under it.
  '@media': {
    [mediaQueries.lg]: {
      position: 'sticky',
      top: `calc(${vars.size.headerHeight} + ${vars.space.lg})`,
    },
  },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
  marginTop: vars.space.lg,
});

export const alerts = style({ display: 'grid', gap: vars.space.sm, marginBottom: vars.space.md });

export const muted = style({ color: vars.color.textMuted });

/** A group of checkboxes or fields, in the GOV.UK way: a legend above the choices. */
export const fieldset = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

/** A box, a room-return option or a charge set apart on the step. */
export const panel = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

/** A drawing beside its words (a unit's size guide). */
export const sizeRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  color: vars.color.brand,
});

/** Pay (and the words that go with it, the kept-card consent) kept together below the choice. */
export const payArea = style({ display: 'grid', gap: vars.space.sm, marginTop: vars.space.lg });

/**
 * The sentence that says the card is kept for the monthly payments: a paragraph like any other
 * on the confirmation, set close to the button it goes with beside Pay.
 */
export const consent = style({
  maxWidth: '36rem',
  selectors: { [`${payArea} > &`]: { margin: 0 } },
});

export const payActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
});
