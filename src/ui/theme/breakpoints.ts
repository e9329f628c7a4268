import { BREAKPOINTS, type Breakpoint } from '../../domain/constants';

export type { Breakpoint };

/** Minimum viewport widths in px (SPEC section 9). */
export const breakpoints = BREAKPOINTS;

export const breakpointNames = [
  'xs',
  'sm',
  'md',
  'lg',
  'xl',
  'xxl',
] as const satisfies readonly Breakpoint[];

/** `min-width` media queries, for `@media` in styles and for `window.matchMedia`. */
export const mediaQueries = {
  xs: `screen and (min-width: ${breakpoints.xs}px)`,
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  xl: `screen and (min-width: ${breakpoints.xl}px)`,
  xxl: `screen and (min-width: ${breakpoints.xxl}px)`,
} as const satisfies Record<Breakpoint, string>;

/**
 * `max-width` queries for "below this breakpoint". The 0.02px step avoids both queries matching
 * at a fractional width on zoomed or high-DPI screens (the same trick Bootstrap uses).
 */
export const belowQueries = {
  sm: `screen and (max-width: ${breakpoints.sm - 0.02}px)`,
  md: `screen and (max-width: ${breakpoints.md - 0.02}px)`,
  lg: `screen and (max-width: ${breakpoints.lg - 0.02}px)`,
  xl: `screen and (max-width: ${breakpoints.xl - 0.02}px)`,
  xxl: `screen and (max-width: ${breakpoints.xxl - 0.02}px)`,
} as const satisfies Record<Exclude<Breakpoint, 'xs'>, string>;
