import { style } from '@vanilla-extract/css';
import { vars } from '../../../../../ui/theme/contract.css';

export const section = style({
  display: 'grid',
  // Never wider than the screen: a long address wraps rather than pushing the page sideways.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  marginBottom: vars.space.xl,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const term = style({
  color: vars.color.textMuted,
});

export const value = style({
  margin: 0,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const code = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.15em',
});
