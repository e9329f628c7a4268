import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// `appearance: none` on the shared control removes the native arrow, so draw one that follows
// the text colour (an inline SVG cannot read a CSS variable, hence the gradient triangle).
export const select = style({
  paddingRight: vars.space.xl,
  backgroundImage: `linear-gradient(45deg, transparent 50%, ${vars.color.text} 50%), linear-gradient(135deg, ${vars.color.text} 50%, transparent 50%)`,
  backgroundPosition: 'calc(100% - 1.1rem) 50%, calc(100% - 0.75rem) 50%',
  backgroundSize: '0.35rem 0.35rem',
  backgroundRepeat: 'no-repeat',
  cursor: 'pointer',
});
