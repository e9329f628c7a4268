import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  marginBottom: vars.space.lg,
  maxWidth: '32rem',
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const group = style({
  marginBottom: 0,
  flex: '1 1 12rem',
});

export const applied = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  backgroundColor: vars.color.successSoft,
  border: `${vars.border.width} solid ${vars.color.success}`,
  borderLeftWidth: '6px',
  borderRadius: vars.radius.md,
});

export const appliedText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
});

export const code = style({
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.04em',
});

export const description = style({
  color: vars.color.text,
  fontSize: vars.font.size.sm,
});
