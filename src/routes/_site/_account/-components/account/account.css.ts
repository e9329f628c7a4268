import { style } from '@vanilla-extract/css';
import { vars } from '../../../../../ui/theme/contract.css';

export const section = style({
  maxWidth: '40rem',
  marginBottom: vars.space.xxl,
});

export const sectionHeading = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
});

export const lead = style({
  margin: `0 0 ${vars.space.lg}`,
  color: vars.color.textMuted,
});

export const fieldset = style({
  margin: `0 0 ${vars.space.lg}`,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  marginBottom: vars.space.sm,
  padding: 0,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.md,
  color: vars.color.text,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  margin: `${vars.space.lg} 0`,
});

export const notice = style({
  marginBottom: vars.space.lg,
});

export const addressList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: `0 0 ${vars.space.lg}`,
  padding: 0,
  listStyle: 'none',
});

export const addressItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  backgroundColor: vars.color.surface,
  border: `${vars.border.widthThick} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const addressText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  overflowWrap: 'anywhere',
});

export const addressType = style({
  fontWeight: vars.font.weight.bold,
});

export const addressActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const editor = style({
  padding: vars.space.md,
  marginBottom: vars.space.lg,
  backgroundColor: vars.color.surface,
  border: `${vars.border.widthThick} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const editorHeading = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.font.size.lg,
});

export const picked = style({
  margin: `0 0 ${vars.space.md}`,
  fontWeight: vars.font.weight.bold,
});

export const muted = style({
  margin: `0 0 ${vars.space.md}`,
  color: vars.color.textMuted,
});

export const banner = style({ marginBottom: vars.space.lg });

export const bannerText = style({ margin: 0 });
