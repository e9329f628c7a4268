import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
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
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.lg,
  color: vars.color.text,
});

export const options = recipe({
  base: {
    display: 'grid',
    gap: vars.space.sm,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  variants: {
    layout: {
      list: { gridTemplateColumns: '1fr' },
      // Cards flow into as many columns as fit, one on a phone.
      grid: {
        gridTemplateColumns: '1fr',
        '@media': {
          [mediaQueries.sm]: { gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))' },
        },
      },
    },
  },
  defaultVariants: { layout: 'list' },
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  border: `${vars.border.widthThick} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  transition: `border-color ${vars.duration.fast}, background-color ${vars.duration.fast}`,
  selectors: {
    '&[data-checked="true"]': {
      borderColor: vars.color.brand,
      backgroundColor: vars.color.brandSoft,
      boxShadow: `inset 0 0 0 1px ${vars.color.brand}`,
    },
    '&[data-disabled="true"]': {
      backgroundColor: vars.color.background,
      color: vars.color.textMuted,
    },
    '&:hover:not([data-disabled="true"]):not([data-checked="true"])': {
      backgroundColor: vars.color.surfaceHover,
    },
  },
});

export const choice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  cursor: 'pointer',
  selectors: {
    '[data-disabled="true"] &': { cursor: 'not-allowed' },
  },
});

// The native radio keeps its semantics and arrow-key behaviour; it is only enlarged as a touch
// target (WCAG 2.5.8).
export const input = style({
  flexShrink: 0,
  width: '1.5rem',
  height: '1.5rem',
  margin: 0,
  marginTop: '0.125rem',
  accentColor: vars.color.brand,
  cursor: 'inherit',
});

export const text = style({
  display: 'flex',
  flex: 1,
  minWidth: 0,
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const labelRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  selectors: {
    // Grid cards are narrow: the aside (a price) goes under the label instead of beside it.
    '[data-layout="grid"] &': {
      flexDirection: 'column',
      alignItems: 'flex-start',
    },
  },
});

export const label = style({
  fontWeight: vars.font.weight.bold,
});

export const aside = style({
  fontWeight: vars.font.weight.bold,
  whiteSpace: 'nowrap',
  selectors: {
    '[data-layout="grid"] &': { whiteSpace: 'normal' },
  },
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  paddingLeft: `calc(1.5rem + ${vars.space.sm})`,
});
