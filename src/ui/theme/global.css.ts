import { globalStyle } from '@vanilla-extract/css';
import { HASH_SCROLL_OFFSET_PX } from '../../domain/constants';
import { vars } from './contract.css';
// Importing the global styles brings the theme's :root variables with them, so the entry point
// needs one import: `import './ui/theme/global.css';`.
import './theme.css';

globalStyle('*, *::before, *::after', {
  boxSizing: 'border-box',
});

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  // Anchor jumps the browser makes itself (a #link, find-in-page) stop below the sticky bar.
  scrollPaddingTop: `${HASH_SCROLL_OFFSET_PX}px`,
});

// No link anywhere falls back to the browser's default blue and purple.
globalStyle('a', { color: vars.color.link });
globalStyle('a:visited', { color: vars.color.linkVisited });
globalStyle('a:hover', { color: vars.color.linkHover });

// File inputs: the browser's grey button becomes one of ours; the file name stays beside it.
globalStyle('input[type="file"]', {
  maxWidth: '100%',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
globalStyle('input[type="file"]::file-selector-button', {
  marginRight: vars.space.sm,
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space.md}`,
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.brand,
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
});
globalStyle('input[type="file"]:hover::file-selector-button', {
  background: vars.color.brandSoft,
});

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4, h5, h6', {
  fontFamily: vars.font.family.heading,
  lineHeight: vars.font.lineHeight.tight,
  fontWeight: vars.font.weight.bold,
  marginTop: 0,
});

globalStyle('img, svg, video, canvas', {
  display: 'block',
  maxWidth: '100%',
});

globalStyle('input, button, textarea, select', {
  font: 'inherit',
  color: 'inherit',
});

// Keyboard users get a ring on every focusable element; pointer clicks do not draw one because
// :focus-visible only matches when the browser decides focus should be shown.
globalStyle(':focus-visible', {
  outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

// Targets of skip links and the error summary take focus programmatically (tabIndex -1); a ring
// there would look like a focusable control, so only the content is announced.
globalStyle('[tabindex="-1"]:focus:not(:focus-visible)', {
  outline: 'none',
});

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
