import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  margin: 0,
  padding: vars.space.sm,
  backgroundColor: vars.color.background,
  borderRadius: vars.radius.md,
});

export const term = style({
  color: vars.color.textMuted,
});

export const value = style({
  margin: 0,
  fontWeight: vars.font.weight.bold,
});

export const sandboxNote = style({
  marginTop: vars.space.md,
  marginBottom: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
