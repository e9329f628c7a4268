import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const row = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: '2.5rem',
});

// The native input stays in place and keeps its semantics and keyboard handling; it is only
// enlarged so it is an easy touch target (WCAG 2.5.8).
export const input = style({
  flexShrink: 0,
  width: '1.75rem',
  height: '1.75rem',
  margin: 0,
  marginTop: '0.125rem',
  accentColor: vars.color.brand,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  paddingTop: '0.25rem',
});

export const label = style({
  color: vars.color.text,
  cursor: 'pointer',
});
