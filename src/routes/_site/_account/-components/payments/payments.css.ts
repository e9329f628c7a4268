import { style } from '@vanilla-extract/css';
import { vars } from '../../../../../ui/theme/contract.css';

export const section = style({
  maxWidth: '48rem',
  marginBottom: vars.space.xxl,
});

export const sectionHeading = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
});

export const balance = style({
  margin: `0 0 ${vars.space.lg}`,
  fontSize: vars.font.size.lg,
});

export const amount = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
});

export const muted = style({
  margin: `0 0 ${vars.space.md}`,
  color: vars.color.textMuted,
});

export const notice = style({
  marginBottom: vars.space.lg,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  margin: `${vars.space.lg} 0`,
});

/** Wide tables scroll sideways on a phone rather than squeezing the columns. */
export const tableWrapper = style({
  overflowX: 'auto',
  marginBottom: vars.space.lg,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
});

export const caption = style({
  marginBottom: vars.space.sm,
  textAlign: 'left',
  fontWeight: vars.font.weight.bold,
});

export const headerCell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `${vars.border.widthThick} solid ${vars.color.borderStrong}`,
  textAlign: 'left',
  whiteSpace: 'nowrap',
});

export const cell = style({
  padding: vars.space.sm,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
});

export const numeric = style({
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
