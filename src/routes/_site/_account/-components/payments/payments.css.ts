import { globalStyle, style } from '@vanilla-extract/css';
import { belowQueries } from '../../../../../ui/theme/breakpoints';
import { vars } from '../../../../../ui/theme/contract.css';

export const section = style({
  maxWidth: '48rem',
  marginBottom: vars.space.xxl,
});

export const sectionHeading = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
});

export const balance = style({
  margin: `0 0 ${vars.space.lg}`,
  fontSize: vars.font.size.lg,
});

export const amount = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
});

export const muted = style({
  margin: `0 0 ${vars.space.md}`,
  color: vars.color.textMuted,
});

export const notice = style({
  marginBottom: vars.space.lg,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  margin: `${vars.space.lg} 0`,
});

/** Wide tables scroll sideways on a phone rather than squeezing the columns. */
export const tableWrapper = style({
  overflowX: 'auto',
  marginBottom: vars.space.lg,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
});

export const caption = style({
  marginBottom: vars.space.sm,
  textAlign: 'left',
  fontWeight: vars.font.weight.bold,
});

export const headerCell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `${vars.border.widthThick} solid ${vars.color.borderStrong}`,
  textAlign: 'left',
  whiteSpace: 'nowrap',
});

export const cell = style({
  padding: vars.space.sm,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
});

export const numeric = style({
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const nowrap = style({
  whiteSpace: 'nowrap',
});

/**
 * Below md the statement's rows stack: what it was for and the amount first, then the day,
 * the kind and the card, so nothing is hidden off the side of a phone.
 */
export const stackedTable = style({});

const below = belowQueries.md;

globalStyle(`${stackedTable} tbody tr`, {
  '@media': {
    [below]: {
      display: 'grid',
      gridTemplateColumns: '1fr auto',
      gridTemplateAreas: '"description amount" "date kind" "card card"',
      columnGap: vars.space.md,
      rowGap: vars.space.xs,
      padding: `${vars.space.sm} 0`,
      borderBottom: `${vars.border.width} solid ${vars.color.border}`,
    },
  },
});

globalStyle(`${stackedTable} tbody tr > *`, {
  '@media': { [below]: { display: 'block', padding: 0, border: 'none' } },
});

function area(name: string) {
  return style({ '@media': { [below]: { gridArea: name } } });
}

export const dateArea = area('date');
export const descriptionArea = area('description');
export const cardArea = style([
  area('card'),
  { '@media': { [below]: { color: vars.color.textMuted } } },
]);
export const kindArea = style([area('kind'), { '@media': { [below]: { textAlign: 'right' } } }]);
export const amountArea = area('amount');

/** The statement's sums: label left, amount right. */
export const totals = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxWidth: '24rem',
  margin: `0 0 0 auto`,
});

export const totalRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  margin: 0,
});

globalStyle(`${totalRow} > dd`, { margin: 0 });

export const grandTotal = style({
  paddingTop: vars.space.xs,
  borderTop: `${vars.border.widthThick} solid ${vars.color.borderStrong}`,
  fontWeight: vars.font.weight.bold,
});

export const owedRow = style({
  color: vars.color.warning,
});
