import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({
  from: { transform: 'translateX(100%)' },
  to: { transform: 'translateX(0)' },
});
const slideOut = keyframes({
  from: { transform: 'translateX(0)' },
  to: { transform: 'translateX(100%)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: vars.color.overlay,
  animation: `${fadeIn} ${vars.duration.normal} ease-out`,
});

export const content = style({
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  width: vars.size.sheetWidth,
  maxWidth: '100vw',
  color: vars.color.text,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.lg,
  selectors: {
    '&[data-state="open"]': { animation: `${slideIn} ${vars.duration.normal} ease-out` },
    '&[data-state="closed"]': { animation: `${slideOut} ${vars.duration.fast} ease-in` },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: vars.size.headerHeight,
  paddingInline: vars.space.md,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const description = style({
  margin: 0,
  paddingInline: vars.space.md,
  paddingTop: vars.space.sm,
  color: vars.color.textMuted,
});

export const body = style({
  flex: 1,
  overflowY: 'auto',
  padding: vars.space.md,
});

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.size.xxl,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover },
  },
});
