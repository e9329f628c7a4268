import { keyframes, style } from '@vanilla-extract/css';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const slideIn = keyframes({
  from: { transform: 'translateX(calc(100% + 1rem))' },
  to: { transform: 'translateX(0)' },
});

const fadeOut = keyframes({
  from: { opacity: 1 },
  to: { opacity: 0 },
});

const swipeOut = keyframes({
  from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  to: { transform: 'translateX(calc(100% + 1rem))' },
});

// Top-end: top right in left-to-right pages, top left in right-to-left ones.
export const viewport = style({
  position: 'fixed',
  top: 0,
  insetInlineEnd: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '24rem',
  maxWidth: '100vw',
  margin: 0,
  padding: vars.space.md,
  listStyle: 'none',
});

export const toast = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    columnGap: vars.space.sm,
    alignItems: 'start',
    padding: vars.space.md,
    color: vars.color.text,
    backgroundColor: vars.color.surfaceRaised,
    border: `${vars.border.width} solid ${vars.color.border}`,
    borderLeftWidth: '6px',
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.lg,
    selectors: {
      '&[data-state="open"]': { animation: `${slideIn} ${vars.duration.normal} ease-out` },
      '&[data-state="closed"]': { animation: `${fadeOut} ${vars.duration.fast} ease-in` },
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe="cancel"]': {
        transform: 'translateX(0)',
        transition: `transform ${vars.duration.normal} ease-out`,
      },
      '&[data-swipe="end"]': { animation: `${swipeOut} ${vars.duration.fast} ease-out` },
    },
  },
  variants: {
    type: {
      default: { borderLeftColor: vars.color.borderStrong },
      success: { borderLeftColor: vars.color.success, backgroundColor: vars.color.successSoft },
      danger: { borderLeftColor: vars.color.danger, backgroundColor: vars.color.dangerSoft },
      warning: { borderLeftColor: vars.color.warning, backgroundColor: vars.color.warningSoft },
      info: { borderLeftColor: vars.color.info, backgroundColor: vars.color.infoSoft },
    },
  },
  defaultVariants: { type: 'default' },
});

export type ToastVariants = NonNullable<RecipeVariants<typeof toast>>;

export const title = style({
  gridColumn: 1,
  fontWeight: vars.font.weight.bold,
});

export const description = style({
  gridColumn: 1,
  marginTop: vars.space.xxs,
  fontSize: vars.font.size.sm,
});

export const close = style({
  gridColumn: 2,
  gridRow: '1 / span 2',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.size.xl,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: 'rgba(11, 20, 24, 0.08)' },
  },
});
