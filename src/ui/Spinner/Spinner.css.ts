import { keyframes, style } from '@vanilla-extract/css';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const spin = keyframes({
  to: { transform: 'rotate(360deg)' },
});

export const wrapper = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  verticalAlign: 'middle',
});

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    // The ring takes the surrounding text colour, so it shows on both light and brand buttons.
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} 0.75s linear infinite`,
  },
  variants: {
    size: {
      sm: { width: '1em', height: '1em', borderWidth: '2px' },
      md: { width: '1.5rem', height: '1.5rem', borderWidth: '3px' },
      lg: { width: '2.5rem', height: '2.5rem', borderWidth: '4px' },
    },
  },
  defaultVariants: { size: 'md' },
});

export type SpinnerVariants = NonNullable<RecipeVariants<typeof spinner>>;
