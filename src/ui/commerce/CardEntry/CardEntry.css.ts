import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const form = style({
  maxWidth: '32rem',
});

export const fieldset = style({
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.md,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
});

export const testCards = style({
  marginBottom: vars.space.lg,
});

export const testCardList = style({
  margin: 0,
  marginTop: vars.space.xs,
  paddingLeft: vars.space.lg,
});

export const cardNumber = style({
  fontFamily: vars.font.family.mono,
  letterSpacing: '0.04em',
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.lg,
});

export const serverError = style({
  marginBottom: vars.space.lg,
});

/** Words that go with the submit button (what paying agrees to), just above it. */
export const notice = style({
  marginBottom: vars.space.sm,
});

globalStyle(`${notice} > p`, { margin: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});
