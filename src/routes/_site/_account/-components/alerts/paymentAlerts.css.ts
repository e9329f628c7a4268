import { style } from '@vanilla-extract/css';
import { vars } from '../../../../../ui/theme/contract.css';

export const banners = style({
  display: 'grid',
  gap: vars.space.sm,
  marginBottom: vars.space.lg,
});

export const text = style({
  margin: `${vars.space.xs} 0 ${vars.space.sm}`,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
