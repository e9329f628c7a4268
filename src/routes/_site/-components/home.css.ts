import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../ui/theme/breakpoints';
import { vars } from '../../../ui/theme/contract.css';

export const hero = style({
  display: 'grid',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.lg} 0 ${vars.space.xl}`,
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
  },
});

export const heroText = style({ display: 'grid', gap: vars.space.md, maxWidth: '40rem' });

export const heroIllustration = style({
  display: 'none',
  width: '100%',
  maxWidth: '22rem',
  justifySelf: 'center',
  '@media': { [mediaQueries.md]: { display: 'block' } },
});

export const start = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const postcodeForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const postcodeField = style({ marginBottom: 0, flex: '0 1 20rem' });
export const postcodeButton = style({ flexShrink: 0 });

export const answer = style({ margin: 0 });
globalStyle(`${answer} p`, { margin: 0 });

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
  selectors: {
    '&:visited': { color: vars.color.brandContrast },
    '&:hover': { background: vars.color.brandHover },
  },
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

export const secondaryCta = style([
  cta,
  {
    background: 'transparent',
    color: vars.color.brand,
    border: `2px solid ${vars.color.brand}`,
    selectors: {
      '&:visited': { color: vars.color.brand },
      '&:hover': { background: vars.color.brandSoft },
    },
  },
]);

export const steps = style([
  grid,
  {
    '@media': {
      [mediaQueries.sm]: { gridTemplateColumns: '1fr' },
      [mediaQueries.md]: { gridTemplateColumns: 'repeat(3, 1fr)' },
      [mediaQueries.lg]: { gridTemplateColumns: 'repeat(3, 1fr)' },
    },
  },
]);

export const step = style([card, { display: 'grid', justifyItems: 'start', gap: vars.space.xs }]);

export const stepNumber = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '1.75rem',
  height: '1.75rem',
  marginRight: vars.space.xxs,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontSize: vars.font.size.sm,
});

export const illustration = style({ width: '100%', maxWidth: '12rem', height: 'auto' });

export const shadowFill = style({ fill: vars.color.brandSoft });
export const boxFill = style({
  fill: '#e9c99a',
  stroke: '#7a5a2e',
  strokeWidth: 2,
  strokeLinejoin: 'round',
});
export const tape = style({ fill: '#c9a46c' });
export const accentFill = style({
  fill: vars.color.brand,
  stroke: vars.color.brand,
  strokeWidth: 2,
});
export const windowFill = style({ fill: vars.color.surface });
export const wheel = style({ fill: vars.color.text, stroke: vars.color.surface, strokeWidth: 3 });
export const line = style({
  fill: 'none',
  stroke: '#7a5a2e',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
export const arrow = style({
  fill: 'none',
  stroke: vars.color.brand,
  strokeWidth: 4,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const teaser = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: `0 0 ${vars.space.lg}`,
  paddingLeft: vars.space.lg,
});
