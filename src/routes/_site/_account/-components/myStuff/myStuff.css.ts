import { style } from '@vanilla-extract/css';
import { vars } from '../../../../../ui/theme/contract.css';

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  marginBottom: vars.space.lg,
  borderBottom: `${vars.border.widthThick} solid ${vars.color.border}`,
});

export const tab = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  marginBottom: `calc(-1 * ${vars.border.widthThick})`,
  border: `${vars.border.widthThick} solid transparent`,
  borderTopLeftRadius: vars.radius.md,
  borderTopRightRadius: vars.radius.md,
  background: 'none',
  color: vars.color.link,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover },
    '&[data-state="active"]': {
      color: vars.color.text,
      backgroundColor: vars.color.surface,
      borderColor: vars.color.border,
      borderBottomColor: vars.color.surface,
    },
  },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const search = style({
  flex: '1 1 18rem',
  maxWidth: '28rem',
});

export const status = style({
  margin: `0 0 ${vars.space.md}`,
  color: vars.color.textMuted,
});

export const bulkBar = style({
  position: 'sticky',
  top: vars.size.headerHeight,
  zIndex: 1,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  marginBottom: vars.space.md,
  padding: vars.space.sm,
  backgroundColor: vars.color.brandSoft,
  border: `${vars.border.widthThick} solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
});

export const bulkCount = style({
  fontWeight: vars.font.weight.bold,
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
  // Opening one card's photos must not stretch its neighbours.
  alignItems: 'start',
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
  selectors: {
    '&[data-selected="true"]': { borderColor: vars.color.brand, boxShadow: vars.shadow.sm },
  },
});

export const cardHeader = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.tight,
});

export const boxNumber = style({
  display: 'block',
  marginTop: vars.space.xxs,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
});

export const selectBox = style({
  marginBottom: 0,
});

/** In place of the checkbox: why this box cannot be chosen for another order. */
export const booked = style({
  margin: 0,
  fontWeight: vars.font.weight.bold,
  color: vars.color.textMuted,
});

export const description = style({
  margin: 0,
  overflowWrap: 'anywhere',
});

export const noDescription = style({
  margin: 0,
  color: vars.color.textMuted,
  fontStyle: 'italic',
});

export const descriptionRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
});

export const editForm = style({
  display: 'flex',
  flexDirection: 'column',
});

export const inlineActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const cardActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: 'auto',
  paddingTop: vars.space.xs,
});

export const photos = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
  borderTop: `${vars.border.width} solid ${vars.color.border}`,
});

export const photosHeading = style({
  margin: 0,
  fontSize: vars.font.size.md,
});

export const thumbnails = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(6rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const thumbnail = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  alignItems: 'flex-start',
});

export const thumbnailImage = style({
  display: 'block',
  width: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  border: `${vars.border.width} solid ${vars.color.border}`,
  backgroundColor: vars.color.background,
});

export const thumbnailButton = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'zoom-in',
  borderRadius: vars.radius.sm,
});

export const thumbnailPlaceholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  aspectRatio: '1',
  borderRadius: vars.radius.sm,
  border: `${vars.border.width} dashed ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
});

export const fullPhoto = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '70vh',
  margin: '0 auto',
  borderRadius: vars.radius.sm,
});

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const fileInput = style({
  display: 'block',
  maxWidth: '100%',
  fontSize: vars.font.size.md,
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

export const alert = style({
  marginBottom: vars.space.md,
});
