import { style } from '@vanilla-extract/css';
import { vars } from '../../../../../ui/theme/contract.css';

export const section = style({
  maxWidth: '40rem',
  marginBottom: vars.space.xxl,
});

export const sectionHeading = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
});

/** Focused when the form opens (so it is announced), never clicked: no focus ring needed. */
export const editorHeading = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.font.size.lg,
  selectors: {
    '&:focus': { outline: 'none' },
  },
});

export const notice = style({
  marginBottom: vars.space.lg,
});

export const muted = style({
  margin: `0 0 ${vars.space.md}`,
  color: vars.color.textMuted,
});

export const editor = style({
  padding: vars.space.md,
  marginBottom: vars.space.lg,
  backgroundColor: vars.color.surface,
  border: `${vars.border.widthThick} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

/** Stripe's card field, drawn like our own text inputs. */
export const stripeField = style({
  padding: vars.space.sm,
  backgroundColor: vars.color.surface,
  border: `${vars.border.widthThick} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
});

export const fieldLabel = style({
  display: 'block',
  marginBottom: vars.space.xs,
  fontWeight: vars.font.weight.bold,
});

/** What a card pays each month, under its expiry. */
export const pays = style({
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});

export const subheading = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.font.size.md,
});

export const unsaved = style({
  padding: vars.space.md,
  marginBottom: vars.space.lg,
  backgroundColor: vars.color.surface,
  border: `${vars.border.widthThick} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const unsavedLine = style({
  margin: `0 0 ${vars.space.xs}`,
});
