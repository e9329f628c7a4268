import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const fadeIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

export const content = style({
  zIndex: vars.zIndex.dropdown,
  minWidth: '12rem',
  padding: vars.space.xxs,
  color: vars.color.text,
  backgroundColor: vars.color.surfaceRaised,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  animation: `${fadeIn} ${vars.duration.fast} ease-out`,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.size.md,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  // Radix moves real focus between items and marks the current one with data-highlighted; the
  // highlight is the visible focus indicator, so the outline ring would only double it.
  outline: 'none',
  selectors: {
    '&[data-highlighted]': {
      backgroundColor: vars.color.brandSoft,
      color: vars.color.brand,
      boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}`,
    },
    '&[data-disabled]': {
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
});

export const label = style({
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const separator = style({
  height: vars.border.width,
  marginBlock: vars.space.xxs,
  backgroundColor: vars.color.border,
});
