import { globalStyle } from '@vanilla-extract/css';
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
