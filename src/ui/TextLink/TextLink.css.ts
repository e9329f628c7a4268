import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * The link look, exported on its own so routes can put it on TanStack Router's `Link`
 * (`<Link className={textLinkStyle} …>`), which renders its own anchor.
 */
export const textLinkStyle = style({
  color: vars.color.link,
  textDecoration: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.15em',
  cursor: 'pointer',
  selectors: {
    '&:visited': { color: vars.color.linkVisited },
    '&:hover': {
      color: vars.color.linkHover,
      textDecorationThickness: '2px',
    },
    '&:focus-visible': {
      borderRadius: vars.radius.sm,
    },
  },
});

/** For links on a coloured band (header, footer) where visited purple would clash. */
export const textLinkPlainVisitedStyle = style({
  selectors: {
    '&:visited': { color: vars.color.link },
  },
});
