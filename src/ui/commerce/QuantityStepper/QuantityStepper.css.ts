import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const label = style({
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const controls = style({
  display: 'inline-flex',
  alignItems: 'stretch',
  alignSelf: 'flex-start',
});

export const stepButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.controlMd,
  minHeight: vars.size.controlMd,
  padding: 0,
  border: `${vars.border.widthThick} solid ${vars.color.brand}`,
  backgroundColor: vars.color.surface,
  color: vars.color.brand,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
  cursor: 'pointer',
  transition: `background-color ${vars.duration.fast}`,
  selectors: {
    '&:first-child': {
      borderTopLeftRadius: vars.radius.md,
      borderBottomLeftRadius: vars.radius.md,
    },
    '&:last-child': {
      borderTopRightRadius: vars.radius.md,
      borderBottomRightRadius: vars.radius.md,
    },
    '&:hover:not([aria-disabled="true"])': { backgroundColor: vars.color.brandSoft },
    // Stays focusable at its limit (aria-disabled, not disabled), so pressing − down to 0 does
    // not drop keyboard focus onto the page.
    '&[aria-disabled="true"]': {
      borderColor: vars.color.border,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
    '&:focus-visible': { position: 'relative', zIndex: 1 },
  },
});

export const input = style({
  width: '3.5rem',
  minHeight: vars.size.controlMd,
  margin: 0,
  paddingInline: vars.space.xxs,
  border: `${vars.border.widthThick} solid ${vars.color.borderStrong}`,
  borderInline: 'none',
  borderRadius: 0,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&:focus-visible': { position: 'relative', zIndex: 1 },
    '&:disabled': { color: vars.color.textMuted, backgroundColor: vars.color.background },
  },
});

/** GOV.UK error message: below the control, in the danger colour, bold. */
export const error = style({
  margin: 0,
  marginTop: vars.space.xs,
  color: vars.color.danger,
  fontWeight: vars.font.weight.bold,
});
