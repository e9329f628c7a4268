import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const fieldset = style({
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
  maxWidth: '40rem',
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.md,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
});

// GOV.UK puts the Find address button under the postcode, where it is seen after typing.
export const findRow = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
});

export const postcodeGroup = style({
  marginBottom: 0,
  alignSelf: 'stretch',
});

export const manualLink = style({
  marginTop: 0,
  marginBottom: vars.space.lg,
});

export const lookupError = style({
  marginBottom: vars.space.lg,
});
