import { globalStyle, style } from '@vanilla-extract/css';
import { belowQueries } from '../../../../../ui/theme/breakpoints';
import { vars } from '../../../../../ui/theme/contract.css';

export const alert = style({
  marginBottom: vars.space.md,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: `0 0 ${vars.space.lg}`,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  border: `${vars.border.widthThick} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const cardHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.tight,
});

export const orderType = style({
  display: 'block',
  marginTop: vars.space.xxs,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const fact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const factLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const factValue = style({
  margin: 0,
  fontWeight: vars.font.weight.bold,
});

export const cardActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  paddingTop: vars.space.xs,
});

export const empty = style({
  padding: vars.space.lg,
  marginBottom: vars.space.lg,
  backgroundColor: vars.color.surface,
  border: `${vars.border.widthThick} dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const emptyHeading = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.font.size.xl,
});

export const emptyText = style({
  margin: `0 0 ${vars.space.md}`,
});

export const more = style({
  display: 'flex',
  justifyContent: 'center',
  marginBottom: vars.space.lg,
});

export const section = style({
  maxWidth: '40rem',
  marginTop: vars.space.xl,
  marginBottom: vars.space.xxl,
});

export const sectionHeading = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
});

export const formActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  marginTop: vars.space.lg,
});

export const dialogText = style({
  margin: `0 0 ${vars.space.md}`,
});

/** What became of a cancelled order's money: 'Cancelled · £12.00 refunded to Visa •••• 4242'. */
export const cardNote = style({
  margin: 0,
  fontWeight: vars.font.weight.medium,
});

/** Until when the order can be cancelled, and what comes back. */
export const cardHint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const muted = style({
  margin: `0 0 ${vars.space.md}`,
  color: vars.color.textMuted,
});

export const textarea = style({
  minHeight: '6rem',
  resize: 'vertical',
});

/* The invoice: a dialog on screen, the only thing on the page when printed. */

export const invoiceDialog = style({
  width: `min(44rem, calc(100vw - 2rem))`,
});

/** Label beside value where there is room; on a phone each label sits above its value. */
export const invoiceMeta = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  margin: `0 0 ${vars.space.md}`,
  '@media': {
    [belowQueries.md]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: 0 },
  },
});

export const invoiceMetaLabel = style({
  color: vars.color.textMuted,
});

export const invoiceMetaValue = style({
  margin: 0,
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'anywhere',
  '@media': {
    [belowQueries.md]: { marginBottom: vars.space.xs },
  },
});

export const invoiceTotals = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  marginLeft: 'auto',
  maxWidth: '22rem',
  fontVariantNumeric: 'tabular-nums',
});

export const invoiceTotalsRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const invoiceTotalsValue = style({
  margin: 0,
  textAlign: 'right',
});

export const invoiceGrandTotal = style({
  marginTop: vars.space.xxs,
  paddingTop: vars.space.xs,
  borderTop: `${vars.border.widthThick} solid ${vars.color.text}`,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.lg,
});

/*
 * Printing with the invoice open prints the invoice alone: the page behind it, the overlay and
 * the dialog's buttons are left out, and the dialog lies flat on the paper. Without the invoice
 * open the page prints as it is.
 */
const printing = `body:has(> ${invoiceDialog})`;

globalStyle(`${printing} > :not(${invoiceDialog})`, {
  '@media': { print: { display: 'none !important' } },
});

globalStyle(printing, {
  '@media': { print: { overflow: 'visible !important', padding: '0 !important' } },
});

globalStyle(`body > ${invoiceDialog}`, {
  '@media': {
    print: {
      position: 'static',
      transform: 'none',
      width: 'auto',
      maxHeight: 'none',
      overflow: 'visible',
      padding: 0,
      boxShadow: 'none',
      animation: 'none',
    },
  },
});

globalStyle(`body > ${invoiceDialog} button`, {
  '@media': { print: { display: 'none' } },
});

/** The supplier and the customer, side by side where there is room. */
export const invoiceParties = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.md,
  marginBottom: vars.space.md,
});

export const invoiceParty = style({
  display: 'flex',
  flexDirection: 'column',
  fontStyle: 'normal',
});

/**
 * Six columns do not fit a phone: below md each line becomes a small block, the item on top
 * and every amount on its own row, labelled as its column is.
 */
export const invoiceTable = style({});

const phone = belowQueries.md;

globalStyle(`${invoiceTable} tbody tr`, {
  '@media': {
    [phone]: {
      display: 'block',
      padding: `${vars.space.sm} 0`,
      borderBottom: `${vars.border.width} solid ${vars.color.border}`,
    },
  },
});

globalStyle(`${invoiceTable} tbody td`, {
  '@media': {
    [phone]: {
      display: 'flex',
      justifyContent: 'space-between',
      gap: vars.space.md,
      padding: `${vars.space.xxs} 0`,
      border: 'none',
    },
  },
});

globalStyle(`${invoiceTable} tbody td:first-child`, {
  '@media': { [phone]: { fontWeight: vars.font.weight.bold } },
});

globalStyle(`${invoiceTable} tbody td[data-label]::before`, {
  '@media': {
    [phone]: { content: 'attr(data-label)', color: vars.color.textMuted, textAlign: 'left' },
  },
});
