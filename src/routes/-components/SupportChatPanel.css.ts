import { style } from '@vanilla-extract/css';
import { belowQueries } from '../../ui/theme/breakpoints';
import { vars } from '../../ui/theme/contract.css';

const edge = vars.space.md;

/*
 * On a phone a floating button would sit over the text as the page scrolls (WCAG 1.4.10 and
 * 2.4.11): there the launcher is the page's last line, below the footer; on wider screens it
 * floats in the corner, beside the page's column.
 */
export const launcher = style({
  position: 'fixed',
  right: edge,
  bottom: edge,
  zIndex: vars.zIndex.overlay,
  boxShadow: vars.shadow.md,
  '@media': {
    [belowQueries.md]: {
      position: 'static',
      display: 'flex',
      width: 'max-content',
      margin: `${edge} ${edge} ${edge} auto`,
      boxShadow: 'none',
    },
  },
});

/** Room below the page's last line, so whatever the launcher covers can be scrolled clear of it. */
export const launcherSpacer = style({
  height: `calc(${vars.size.controlLg} + 2 * ${edge})`,
  '@media': {
    [belowQueries.md]: { display: 'none' },
  },
});

/*
 * In a funnel the bottom of a phone screen holds the running total and Continue: the launcher
 * steps aside there (the phone number stays in the header). On wider screens a funnel's summary
 * is sticky, and a floating button would sit over its total whatever the scroll: there the
 * launcher is the page's last line, as on a phone outside a funnel.
 */
export const launcherInFunnel = style({
  position: 'static',
  display: 'flex',
  width: 'max-content',
  margin: `${edge} ${edge} ${edge} auto`,
  boxShadow: 'none',
  '@media': {
    [belowQueries.md]: { display: 'none' },
  },
});

export const launcherSpacerInFunnel = style({
  display: 'none',
});

// Sits above the launcher and leaves the page usable beside it (a non-modal dialog).
export const panel = style({
  position: 'fixed',
  right: edge,
  bottom: `calc(${edge} + ${vars.size.controlLg} + ${vars.space.sm})`,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  boxSizing: 'border-box',
  width: `min(22rem, calc(100vw - 2 * ${edge}))`,
  maxHeight: `calc(100vh - ${vars.size.controlLg} - 3 * ${edge})`,
  overflowY: 'auto',
  padding: vars.space.md,
  color: vars.color.text,
  backgroundColor: vars.color.surfaceRaised,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`,
    },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const environment = style({
  margin: `${vars.space.xxs} 0 0`,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

export const closeButton = style({
  flexShrink: 0,
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
    '&:hover': { backgroundColor: vars.color.surfaceHover },
  },
});

export const greeting = style({
  margin: 0,
  fontSize: vars.font.size.md,
});

export const note = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const messages = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// The conversation scrolls on its own, so the greeting and the message box stay in view.
export const log = style({
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: '6rem',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
});

const bubble = {
  maxWidth: '90%',
  minWidth: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
} as const;

export const message = style({
  ...bubble,
  alignSelf: 'flex-end',
  backgroundColor: vars.color.brandSoft,
});

export const reply = style({
  ...bubble,
  alignSelf: 'flex-start',
  backgroundColor: vars.color.surfaceHover,
});

export const messageMeta = style({
  margin: 0,
  marginBottom: vars.space.xxs,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

export const counter = style({
  margin: 0,
  marginTop: vars.space.xxs,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  textAlign: 'right',
});

export const counterLow = style({
  color: vars.color.danger,
  fontWeight: vars.font.weight.bold,
});

export const messageText = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  wordBreak: 'break-word',
});

export const status = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  marginTop: vars.space.xxs,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

export const failed = style({
  margin: 0,
  color: vars.color.danger,
  fontWeight: vars.font.weight.bold,
});

export const textarea = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '5rem',
  resize: 'vertical',
});

export const formActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  marginTop: vars.space.xs,
});
