import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const content = style({
  zIndex: vars.zIndex.tooltip,
  maxWidth: '18rem',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.xs,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textInverse,
  backgroundColor: vars.color.text,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.sm,
  animation: `${fadeIn} ${vars.duration.fast} ease-out`,
});

export const arrow = style({
  fill: vars.color.text,
});
