import { style } from '@vanilla-extract/css';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const alert = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    color: vars.color.text,
    borderRadius: vars.radius.md,
    border: `${vars.border.width} solid ${vars.color.border}`,
    // The coloured bar carries the type for sighted users; the role and the title carry it for
    // screen readers, so colour is never the only signal.
    borderLeftWidth: '6px',
  },
  variants: {
    type: {
      default: { backgroundColor: vars.color.surface, borderLeftColor: vars.color.borderStrong },
      success: { backgroundColor: vars.color.successSoft, borderColor: vars.color.success },
      danger: { backgroundColor: vars.color.dangerSoft, borderColor: vars.color.danger },
      warning: { backgroundColor: vars.color.warningSoft, borderColor: vars.color.warning },
      info: { backgroundColor: vars.color.infoSoft, borderColor: vars.color.info },
    },
    size: {
      sm: {
        paddingBlock: vars.space.xs,
        paddingInline: vars.space.sm,
        fontSize: vars.font.size.sm,
      },
      md: {
        paddingBlock: vars.space.sm,
        paddingInline: vars.space.md,
        fontSize: vars.font.size.md,
      },
      lg: {
        paddingBlock: vars.space.md,
        paddingInline: vars.space.lg,
        fontSize: vars.font.size.lg,
      },
    },
  },
  defaultVariants: { type: 'default', size: 'md' },
});

export type AlertVariants = NonNullable<RecipeVariants<typeof alert>>;

export const body = style({
  flex: 1,
  minWidth: 0,
  // A long e-mail address or reference breaks inside the box rather than running out of it.
  overflowWrap: 'anywhere',
});

export const title = style({
  display: 'block',
  fontWeight: vars.font.weight.bold,
  marginBottom: vars.space.xxs,
  selectors: {
    '&:last-child': { marginBottom: 0 },
  },
});

export const closeButton = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  marginBlock: `calc(-1 * ${vars.space.xxs})`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.size.xl,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: 'rgba(11, 20, 24, 0.08)' },
  },
});
