import { globalStyle, style } from '@vanilla-extract/css';
import { belowQueries } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

/** A table of items and amounts (an invoice, an order's lines): labels left, figures right. */
export const lineTable = style({
  width: '100%',
  marginBottom: vars.space.md,
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${lineTable} th, ${lineTable} td`, {
  padding: `${vars.space.xs} ${vars.space.xs}`,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
});

/** A column of quantities or amounts. */
export const numeric = style({});

globalStyle(`${lineTable} ${numeric}`, {
  textAlign: 'right',
  whiteSpace: 'nowrap',
});

/**
 * A table whose rows stack into blocks on a phone (below md): its head is then kept for screen
 * readers only. Each table lays out its own blocks.
 */
export const stacksBelowMd = style({});

globalStyle(`${stacksBelowMd} thead`, {
  '@media': {
    [belowQueries.md]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});
