import { style } from '@vanilla-extract/css';
import { vars } from '../../../../ui/theme/contract.css';

/** Sign in or create an account, offered below the price when leaving pricing. */
export const signInChoices = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const signInHeading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  scrollMarginTop: '5rem',
});

export const signInText = style({
  margin: 0,
});
