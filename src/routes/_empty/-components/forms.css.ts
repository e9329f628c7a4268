import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

export const lead = style({
  margin: `0 0 ${vars.space.lg}`,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.relaxed,
  color: vars.color.text,
});

export const fieldset = style({
  margin: `0 0 ${vars.space.lg}`,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  marginBottom: vars.space.sm,
  padding: 0,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.md,
  color: vars.color.text,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  margin: `${vars.space.lg} 0`,
});

export const links = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: `${vars.space.lg} 0 0`,
  padding: 0,
});
