import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const heading = style({
  margin: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  marginBottom: vars.space.lg,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  backgroundColor: vars.color.surface,
  border: `${vars.border.widthThick} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&[data-expired="true"]': {
      backgroundColor: vars.color.background,
    },
  },
});

export const cardText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const cardName = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.font.weight.bold,
});

export const digits = style({
  fontFamily: vars.font.family.mono,
  letterSpacing: '0.04em',
});

export const expiry = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const empty = style({
  margin: 0,
  marginBottom: vars.space.lg,
  color: vars.color.textMuted,
});
