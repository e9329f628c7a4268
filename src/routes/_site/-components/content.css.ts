import { globalStyle, style } from '@vanilla-extract/css';
import { FAQS_HASH_SCROLL_OFFSET_PX, HASH_SCROLL_OFFSET_PX } from '../../../domain/constants';
import { mediaQueries } from '../../../ui/theme/breakpoints';
import { vars } from '../../../ui/theme/contract.css';

/** Long text reads best at 60 to 75 characters a line. */
export const prose = style({
  maxWidth: '46rem',
  lineHeight: vars.font.lineHeight.relaxed,
});

export const lead = style({
  fontSize: vars.font.size.lg,
  color: vars.color.textMuted,
  margin: `0 0 ${vars.space.lg}`,
});

export const updated = style({
  margin: `0 0 ${vars.space.lg}`,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const layout = style({
  display: 'grid',
  // One column that may shrink below its widest table, so a phone's page never scrolls sideways
  // (the table scrolls inside its own focusable region instead).
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  '@media': {
    [mediaQueries.lg]: { gridTemplateColumns: '15rem minmax(0, 1fr)', alignItems: 'start' },
  },
});

export const toc = style({
  padding: vars.space.md,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  '@media': {
    [mediaQueries.lg]: { position: 'sticky', top: '5.5rem' },
  },
});

export const tocHeading = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const tocList = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
});

export const section = style({
  marginBottom: vars.space.xl,
});

export const sectionHeading = style({
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xl,
  margin: `0 0 ${vars.space.sm}`,
});

globalStyle(`${prose} p, ${prose} ul, ${prose} ol, ${prose} table`, {
  margin: `0 0 ${vars.space.md}`,
});
globalStyle(`${prose} li`, { marginBottom: vars.space.xxs });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
});
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  verticalAlign: 'top',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
});
globalStyle(`${table} code`, { overflowWrap: 'anywhere' });

export const tableWrap = style({ overflowX: 'auto', marginBottom: vars.space.md });

/* FAQs */

export const search = style({ maxWidth: '30rem', marginBottom: vars.space.sm });

export const matchCount = style({
  margin: `0 0 ${vars.space.lg}`,
  fontWeight: vars.font.weight.bold,
});

export const categoryNav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  padding: 0,
  margin: `0 0 ${vars.space.lg}`,
});

export const categoryLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlSm,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  border: `${vars.border.width} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.font.size.sm,
  selectors: {
    '&:visited': { color: vars.color.text },
    '&:hover': { background: vars.color.surfaceHover },
  },
});

export const faqList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderTop: `${vars.border.width} solid ${vars.color.border}`,
});

/*
 * The page's own hash offset is 115 px, the rest of the site's 75 px (html's scroll-padding);
 * the margin makes the browser's own jump to a question agree with the scripted one.
 */
const faqsExtraOffset = `${FAQS_HASH_SCROLL_OFFSET_PX - HASH_SCROLL_OFFSET_PX}px`;

export const faq = style({
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
  scrollMarginTop: faqsExtraOffset,
});

export const faqSection = style({ scrollMarginTop: faqsExtraOffset });

export const question = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  cursor: 'pointer',
  fontWeight: vars.font.weight.bold,
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&::after': {
      content: '"+"',
      flexShrink: 0,
      fontSize: vars.font.size.lg,
      lineHeight: 1,
      color: vars.color.brand,
    },
    [`${faq}[open] > &::after`]: { content: '"−"' },
  },
});

export const answer = style({
  padding: `0 0 ${vars.space.md}`,
  maxWidth: '46rem',
  lineHeight: vars.font.lineHeight.relaxed,
});
globalStyle(`${answer} p`, { margin: `0 0 ${vars.space.sm}` });

export const permalink = style({ fontSize: vars.font.size.sm });

export const caption = style({
  textAlign: 'left',
  fontWeight: vars.font.weight.bold,
  padding: `0 0 ${vars.space.xs}`,
});
