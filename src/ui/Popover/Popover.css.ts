import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const content = style({
  zIndex: vars.zIndex.dropdown,
  maxWidth: 'min(22rem, calc(100vw - 2rem))',
  padding: vars.space.md,
  color: vars.color.text,
  backgroundColor: vars.color.surfaceRaised,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  animation: `${fadeIn} ${vars.duration.fast} ease-out`,
});

export const title = style({
  margin: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const arrow = style({
  fill: vars.color.surfaceRaised,
  stroke: vars.color.border,
  strokeWidth: 1,
});
