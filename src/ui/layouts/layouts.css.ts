import { globalStyle, style } from '@vanilla-extract/css';
import { belowQueries, mediaQueries } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const shell = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: '-100px',
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.surface,
  color: vars.color.link,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus': { top: vars.space.sm } },
});

export const main = style({
  flex: 1,
  // The footer starts below the fold, so a page whose content arrives late (My stuff's boxes)
  // grows into empty space instead of pushing a visible footer down (no layout shift).
  minHeight: '100vh',
  width: '100%',
  maxWidth: '1140px',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  ':focus': { outline: 'none' },
});

export const narrowMain = style([main, { maxWidth: '480px' }]);

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  background: vars.color.surface,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
});

export const headerInner = style({
  maxWidth: '1140px',
  height: vars.size.headerHeight,
  margin: '0 auto',
  padding: `0 ${vars.space.md}`,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.brand,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  marginRight: 'auto',
});

export const logoMark = style({ width: '28px', height: '28px', flexShrink: 0 });

export const phoneLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  whiteSpace: 'nowrap',
});

export const phoneText = style({
  '@media': { [belowQueries.md]: { display: 'none' } },
});

/** The account dropdown belongs to wide screens; the side panel replaces it below md. */
export const wideOnly = style({
  display: 'none',
  '@media': { [mediaQueries.md]: { display: 'inline-flex' } },
});

export const narrowOnly = style({
  display: 'inline-flex',
  '@media': { [mediaQueries.md]: { display: 'none' } },
});

export const sideNav = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const sideNavLink = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.xs}`,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.md,
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[aria-current="page"]': { fontWeight: vars.font.weight.bold, color: vars.color.brand },
  },
});

export const footer = style({
  background: vars.color.surface,
  borderTop: `${vars.border.width} solid ${vars.color.border}`,
  // Side padding sits on the inner boxes, as in the header and main, so all three line up.
  padding: `${vars.space.lg} 0`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const footerInner = style({
  maxWidth: '1140px',
  margin: '0 auto',
  padding: `0 ${vars.space.md}`,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  '@media': {
    [mediaQueries.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQueries.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const footerHeading = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const footerText = style({ margin: `0 0 ${vars.space.xs}` });

export const footerLinks = style({
  display: 'grid',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const footerBottom = style({
  maxWidth: '1140px',
  margin: `${vars.space.lg} auto 0`,
  padding: `0 ${vars.space.md}`,
});

export const footerBottomText = style({
  margin: 0,
  paddingTop: vars.space.md,
  borderTop: `${vars.border.width} solid ${vars.color.border}`,
});

export const pageHeading = style({
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  margin: `0 0 ${vars.space.lg}`,
});

export const steps = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: `0 0 ${vars.space.lg}`,
  padding: 0,
  counterReset: 'step',
});

export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  selectors: {
    '&[aria-current="step"]': {
      color: vars.color.brandContrast,
      background: vars.color.brand,
      borderColor: vars.color.brand,
      fontWeight: vars.font.weight.bold,
    },
  },
});

export const stepDone = style({ color: vars.color.text, borderColor: vars.color.borderStrong });

globalStyle(`${footer} a, ${footer} a:visited`, { color: vars.color.text });
globalStyle(`${footer} a:hover`, { color: vars.color.brand });

/** Box storage and storage units, beside the logo on wide screens (in the side panel below). */
export const serviceNav = style({
  display: 'none',
  gap: vars.space.md,
  marginRight: 'auto',
  '@media': { [mediaQueries.md]: { display: 'flex' } },
});

export const serviceLink = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.brand, textDecoration: 'underline' } },
});

/** Login is a link (it navigates) dressed as the bar's primary action. */
export const loginLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.brandHover } },
});
