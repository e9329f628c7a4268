import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const fieldset = style({
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
});

export const rules = style({
  margin: 0,
  marginBottom: vars.space.md,
  paddingLeft: vars.space.lg,
  color: vars.color.textMuted,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQueries.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQueries.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const card = style({
  display: 'grid',
  // Phones: picture beside the text; wider screens stack them in a column per card.
  gridTemplateColumns: '4.5rem 1fr',
  gridTemplateAreas: '"picture text" "stepper stepper"',
  alignItems: 'start',
  gap: vars.space.sm,
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  selectors: {
    '&[data-chosen="true"]': {
      borderColor: vars.color.brand,
      boxShadow: `inset 0 0 0 1px ${vars.color.brand}`,
    },
  },
  '@media': {
    [mediaQueries.sm]: {
      gridTemplateColumns: '1fr',
      gridTemplateRows: 'auto 1fr auto',
      gridTemplateAreas: '"picture" "text" "stepper"',
    },
  },
});

export const pictureSlot = style({
  gridArea: 'picture',
  display: 'flex',
  justifyContent: 'center',
  color: vars.color.brand,
});

export const picture = style({
  width: '100%',
  maxWidth: '7rem',
  height: 'auto',
});

export const text = style({
  gridArea: 'text',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const info = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const note = style({
  margin: 0,
  paddingLeft: vars.space.xs,
  borderLeft: `4px solid ${vars.color.warning}`,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
});

export const price = style({
  margin: 0,
  fontWeight: vars.font.weight.bold,
});

export const stepper = style({
  gridArea: 'stepper',
});

// Illustration parts: flat fills from the theme so the drawing follows a theme change.
export const ground = style({
  stroke: vars.color.border,
  strokeWidth: 2,
  strokeLinecap: 'round',
});

export const boxFront = style({
  fill: vars.color.warningSoft,
  stroke: vars.color.warning,
  strokeWidth: 1.5,
  strokeLinejoin: 'round',
});

export const boxTop = style([boxFront, { fill: vars.color.surface }]);

export const boxSide = style([boxFront, { fill: vars.color.warningSoft, opacity: 0.8 }]);

export const boxTape = style({
  fill: vars.color.warning,
  opacity: 0.45,
});

export const suitcaseBody = style({
  fill: vars.color.brandSoft,
  stroke: vars.color.brand,
  strokeWidth: 2,
});

export const suitcaseHandle = style({
  stroke: vars.color.brand,
  strokeWidth: 2.5,
  strokeLinecap: 'round',
});

export const suitcaseStrap = style({
  stroke: vars.color.brand,
  strokeWidth: 2,
});

export const suitcaseWheel = style({
  fill: vars.color.text,
});
