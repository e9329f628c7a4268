import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const row = style({
  display: 'flex',
  alignItems: 'stretch',
  gap: vars.space.xs,
});

export const input = style({
  flex: '1 1 auto',
  minWidth: 0,
});

export const toggle = style({
  flex: '0 0 auto',
  minWidth: '4.5em',
});
