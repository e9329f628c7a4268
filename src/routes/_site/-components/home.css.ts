import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../ui/theme/breakpoints';
import { vars } from '../../../ui/theme/contract.css';

export const hero = style({
  display: 'grid',
  gap: vars.space.md,
  padding: `${vars.space.xl} 0`,
  maxWidth: '720px',
});

export const lead = style({
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.relaxed,
  color: vars.color.textMuted,
  margin: 0,
});

export const cta = style({
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlLg,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.md,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.brandHover } },
});

export const section = style({ padding: `${vars.space.xl} 0` });

export const sectionHeading = style({
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xl,
  margin: `0 0 ${vars.space.md}`,
});

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  listStyle: 'none',
  padding: 0,
  margin: 0,
  gridTemplateColumns: '1fr',
  '@media': {
    [mediaQueries.sm]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [mediaQueries.lg]: { gridTemplateColumns: 'repeat(4, 1fr)' },
  },
});

export const card = style({
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
});

export const cardHeading = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  margin: `0 0 ${vars.space.xs}`,
});

export const cardText = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.normal,
});
