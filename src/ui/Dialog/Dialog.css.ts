import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
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
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  zIndex: vars.zIndex.modal,
  width: vars.size.dialogWidth,
  maxHeight: 'calc(100vh - 2rem)',
  overflowY: 'auto',
  padding: vars.space.lg,
  color: vars.color.text,
  backgroundColor: vars.color.surfaceRaised,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  animation: `${popIn} ${vars.duration.normal} ease-out`,
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.md,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const description = style({
  marginTop: 0,
  marginBottom: vars.space.md,
  color: vars.color.textMuted,
});

export const closeButton = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  // Pull the larger touch target back into the corner so the title keeps its alignment.
  marginTop: `calc(-1 * ${vars.space.xs})`,
  marginRight: `calc(-1 * ${vars.space.xs})`,
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

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.lg,
});
