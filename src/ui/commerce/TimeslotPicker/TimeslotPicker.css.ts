import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const root = style({
  minWidth: 0,
  margin: 0,
  marginBottom: vars.space.lg,
  padding: 0,
  border: 'none',
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
});

export const hint = style({
  margin: 0,
  marginBottom: vars.space.xs,
  color: vars.color.textMuted,
});

export const earliest = style({
  margin: 0,
  marginBottom: vars.space.xs,
  fontWeight: vars.font.weight.bold,
});

export const message = style({
  marginBlock: vars.space.sm,
});

export const loading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.lg,
  color: vars.color.textMuted,
});

// Phones read the days top to bottom, each day's windows side by side in equal columns;
// wider screens lay the days out as a grid of columns, each day's windows stacked.
export const days = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.sm,
  '@media': {
    [mediaQueries.md]: {
      gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
    },
  },
});

export const day = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  alignContent: 'start',
  gap: vars.space.xs,
  padding: vars.space.sm,
  backgroundColor: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: '1fr' },
  },
});

export const dayHeading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
  gridColumn: '1 / -1',
  margin: 0,
  marginBottom: vars.space.xxs,
  lineHeight: vars.font.lineHeight.tight,
  '@media': {
    [mediaQueries.md]: { flexDirection: 'column', alignItems: 'flex-start', gap: 0 },
  },
});

export const weekday = style({
  fontWeight: vars.font.weight.bold,
});

export const dayMonth = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const slot = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  minHeight: vars.size.controlMd,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.xs,
  border: `${vars.border.widthThick} solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
  selectors: {
    '&:hover:not([data-full="true"]):not([data-checked="true"])': {
      backgroundColor: vars.color.brandSoft,
    },
    '&[data-checked="true"]': {
      backgroundColor: vars.color.brandSoft,
      boxShadow: `inset 0 0 0 2px ${vars.color.brand}`,
    },
    '&[data-full="true"]': {
      borderColor: vars.color.border,
      borderStyle: 'dashed',
      backgroundColor: vars.color.background,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
});

// A native radio, enlarged as a touch target; its dot shows the choice without relying on colour.
export const radio = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  margin: 0,
  accentColor: vars.color.brand,
  cursor: 'inherit',
});

export const hours = style({
  flex: 1,
  whiteSpace: 'nowrap',
});

export const full = style({
  fontWeight: vars.font.weight.regular,
  fontStyle: 'italic',
});
