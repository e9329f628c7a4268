import { keyframes, style } from '@vanilla-extract/css';
import { belowQueries, mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

/** Beside the form on wide screens, following the customer down the page. */
export const aside = style({
  display: 'none',
  '@media': {
    // Below the site's sticky header, never under it.
    [mediaQueries.lg]: {
      display: 'block',
      position: 'sticky',
      top: `calc(${vars.size.headerHeight} + ${vars.space.lg})`,
    },
  },
});

/** Above the primary button on narrow screens; the aside takes over on wide ones. */
export const bar = style({
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  '@media': { [mediaQueries.lg]: { display: 'none' } },
});

export const barSummary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});

export const barTotal = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const barToggle = style({
  color: vars.color.link,
  textDecoration: 'underline',
  fontSize: vars.font.size.sm,
});

export const barBody = style({
  padding: vars.space.md,
  paddingTop: 0,
  '@media': { [belowQueries.sm]: { paddingInline: vars.space.sm } },
});

export const skeleton = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const skeletonLine = style({
  height: '1rem',
  borderRadius: vars.radius.sm,
  background: vars.color.border,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
