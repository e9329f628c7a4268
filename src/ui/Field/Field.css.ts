import { style } from '@vanilla-extract/css';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

// GOV.UK form group: a field in error gets a thick red bar on its left so the problem is visible
// without relying on colour of the text alone.
export const formGroup = recipe({
  base: {
    marginBottom: vars.space.lg,
  },
  variants: {
    invalid: {
      true: {
        paddingLeft: vars.space.md,
        borderLeft: `5px solid ${vars.color.danger}`,
      },
      false: {},
    },
  },
  defaultVariants: { invalid: false },
});

export const label = style({
  display: 'block',
  marginBottom: vars.space.xxs,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.md,
  color: vars.color.text,
});

export const hint = style({
  display: 'block',
  marginBottom: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
});

export const errorMessage = style({
  display: 'block',
  marginBottom: vars.space.xs,
  color: vars.color.danger,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.md,
});

export const control = recipe({
  base: {
    display: 'block',
    width: '100%',
    minHeight: vars.size.controlMd,
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.sm,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text,
    backgroundColor: vars.color.surface,
    border: `${vars.border.widthThick} solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.sm,
    appearance: 'none',
    selectors: {
      '&:disabled': {
        backgroundColor: vars.color.background,
        color: vars.color.textMuted,
        cursor: 'not-allowed',
      },
      // A thicker inner border alongside the ring keeps focus visible on any background.
      '&:focus-visible': {
        boxShadow: `inset 0 0 0 1px ${vars.color.text}`,
      },
    },
  },
  variants: {
    invalid: {
      true: { borderColor: vars.color.danger },
      false: {},
    },
    width: {
      full: { maxWidth: '100%' },
      xs: { maxWidth: '6em' },
      sm: { maxWidth: '11em' },
      md: { maxWidth: '20em' },
      lg: { maxWidth: '30em' },
    },
  },
  defaultVariants: { invalid: false, width: 'full' },
});

export type ControlVariants = NonNullable<RecipeVariants<typeof control>>;
export type ControlWidth = NonNullable<ControlVariants['width']>;
