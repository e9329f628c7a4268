import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const screen = style({
  maxWidth: '640px',
  margin: `${vars.space.xxl} auto`,
  textAlign: 'center',
});

export const heading = style({
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xxl,
  color: vars.color.text,
  margin: `0 0 ${vars.space.md}`,
});

export const detail = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.relaxed,
  margin: `0 0 ${vars.space.sm}`,
  overflowWrap: 'anywhere',
});

export const pending = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xxl,
});
