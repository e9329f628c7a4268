import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Looks like a text link, but is a button because it changes what is on the page rather than
// going somewhere (GOV.UK "Enter address manually", "Change").
export const linkButton = style({
  display: 'inline',
  padding: 0,
  margin: 0,
  border: 'none',
  background: 'none',
  color: vars.color.link,
  fontSize: 'inherit',
  fontWeight: 'inherit',
  lineHeight: 'inherit',
  textAlign: 'left',
  textDecoration: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.15em',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.linkHover, textDecorationThickness: '2px' },
    '&:focus-visible': { borderRadius: vars.radius.sm },
    '&:disabled': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});
