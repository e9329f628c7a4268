import type { RecipeVariants } from '@vanilla-extract/recipes';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    paddingBlock: '0.125rem',
    paddingInline: vars.space.xs,
    borderRadius: vars.radius.full,
    border: `${vars.border.width} solid currentColor`,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { color: vars.color.text, backgroundColor: vars.color.surface },
      brand: { color: vars.color.brand, backgroundColor: vars.color.brandSoft },
      success: { color: vars.color.success, backgroundColor: vars.color.successSoft },
      info: { color: vars.color.info, backgroundColor: vars.color.infoSoft },
      warning: { color: vars.color.warning, backgroundColor: vars.color.warningSoft },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
