import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const summary = style({
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  color: vars.color.text,
});

export const heading = style({
  margin: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.font.size.xl,
});

export const empty = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const lines = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const line = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.xs,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
});

export const lineLabel = style({
  margin: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const lineDetail = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const amount = style({
  margin: 0,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const discountAmount = style([amount, { color: vars.color.success }]);

export const totals = style({
  marginTop: vars.space.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const monthlyRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  margin: 0,
});

export const monthlyLabel = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

// The total is the one figure the customer must not miss: larger, bold and on a tinted band.
export const totalRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  margin: 0,
  marginTop: vars.space.xs,
  padding: vars.space.sm,
  backgroundColor: vars.color.brandSoft,
  borderTop: `${vars.border.widthThick} solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
});

export const totalLabel = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const totalAmount = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: vars.font.lineHeight.tight,
});

export const further = style({
  marginTop: vars.space.md,
});

export const furtherHeading = style({
  margin: 0,
  marginBottom: vars.space.xxs,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const furtherList = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  color: vars.color.textMuted,
});

export const footer = style({
  marginTop: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
