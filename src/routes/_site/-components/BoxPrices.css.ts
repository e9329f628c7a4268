import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../ui/theme/breakpoints';
import { vars } from '../../../ui/theme/contract.css';

export const list = style({
  display: 'grid',
  gap: vars.space.md,
  listStyle: 'none',
  padding: 0,
  margin: `0 0 ${vars.space.md}`,
  gridTemplateColumns: '1fr',
  '@media': {
    [mediaQueries.sm]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [mediaQueries.lg]: { gridTemplateColumns: 'repeat(4, 1fr)' },
  },
});

export const item = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const icon = style({ width: '3.5rem', height: '3.5rem' });
export const iconFill = style({
  fill: vars.color.brandSoft,
  stroke: vars.color.brand,
  strokeWidth: 2,
});
export const iconLine = style({
  stroke: vars.color.brand,
  strokeWidth: 2,
  strokeLinejoin: 'round',
});
export const iconTape = style({ stroke: vars.color.brand, strokeWidth: 4, opacity: 0.5 });

export const name = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const price = style({ margin: 0, fontSize: vars.font.size.md });

export const amount = style({
  fontSize: vars.font.size.xl,
  color: vars.color.text,
});

export const placeholder = style({ color: vars.color.textMuted });

export const info = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const problem = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.xs,
  marginBottom: vars.space.md,
});
