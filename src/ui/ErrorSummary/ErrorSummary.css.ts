import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const summary = style({
  marginBottom: vars.space.xl,
  padding: vars.space.md,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  border: `5px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
  selectors: {
    // The summary is focused by script so screen readers read it. Unlike other script-focused
    // targets (see the global styles) it keeps its ring even after a mouse submit, as in GOV.UK,
    // so everyone sees where focus went.
    '&:focus, &[tabindex]:focus:not(:focus-visible)': {
      outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const title = style({
  margin: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
});

export const description = style({
  marginTop: 0,
  marginBottom: vars.space.sm,
});

export const list = style({
  margin: 0,
  paddingLeft: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const link = style({
  color: vars.color.danger,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  selectors: {
    '&:visited': { color: vars.color.danger },
    '&:hover': { color: vars.color.dangerHover, textDecorationThickness: '2px' },
  },
});
