import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const section = style({
  marginBottom: vars.space.xl,
});

export const heading = style({
  margin: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.font.size.xl,
});

export const list = style({
  margin: 0,
});

// GOV.UK summary list: stacked on phones, key | value | action columns from the md breakpoint.
export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gridTemplateAreas: '"key action" "value value"',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  paddingBlock: vars.space.sm,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
  '@media': {
    [mediaQueries.md]: {
      gridTemplateColumns: '30% 1fr auto',
      gridTemplateAreas: '"key value action"',
    },
  },
});

export const key = style({
  gridArea: 'key',
  margin: 0,
  fontWeight: vars.font.weight.bold,
});

export const value = style({
  gridArea: 'value',
  margin: 0,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const action = style({
  gridArea: 'action',
  margin: 0,
  textAlign: 'right',
});
