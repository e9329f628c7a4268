import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';

/**
 * The light theme's values. Exported so test/unit/ui/theme.test.ts can hold them to WCAG 2.2 AA:
 * text pairs (body, muted, buttons, links, each status colour on its soft background) at least
 * 4.5:1, borders and the focus ring at least 3:1 against the page and surfaces.
 */
export const lightTokens = {
  color: {
    brand: '#0a6b66',
    brandHover: '#08524e',
    brandContrast: '#ffffff',
    brandSoft: '#e3f3f1',
    text: '#1b2428',
    textMuted: '#4f5d63',
    textInverse: '#ffffff',
    background: '#f7f9f9',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceHover: '#eef3f3',
    border: '#7b8a90',
    borderStrong: '#4f5d63',
    focusRing: '#0b57d0',
    link: '#0b5cad',
    linkHover: '#083f78',
    linkVisited: '#5a2d82',
    overlay: 'rgba(11, 20, 24, 0.55)',
    success: '#1e6b34',
    successSoft: '#e6f4ea',
    warning: '#8a4b00',
    warningSoft: '#fff4e0',
    danger: '#b3261e',
    dangerHover: '#8c1d18',
    dangerSoft: '#fdecea',
    info: '#0b5cad',
    infoSoft: '#e7f0fb',
  },
  space: {
    none: '0',
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
    xxxl: '4rem',
  },
  radius: {
    none: '0',
    sm: '4px',
    md: '8px',
    lg: '12px',
    full: '9999px',
  },
  font: {
    family: {
      body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
    },
    size: {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.1875rem',
      xl: '1.5rem',
      xxl: '2rem',
      xxxl: '2.5rem',
    },
    weight: {
      regular: '400',
      medium: '500',
      bold: '700',
    },
    lineHeight: {
      tight: '1.2',
      normal: '1.5',
      relaxed: '1.7',
    },
  },
  shadow: {
    sm: '0 1px 2px rgba(11, 20, 24, 0.12)',
    md: '0 4px 12px rgba(11, 20, 24, 0.14)',
    lg: '0 12px 32px rgba(11, 20, 24, 0.2)',
  },
  border: {
    width: '1px',
    widthThick: '2px',
    focusWidth: '3px',
  },
  // Layers in stacking order: the sticky header under menus, menus under the modal overlay,
  // toasts above modals so a confirmation stays visible, tooltips on top of everything.
  zIndex: {
    header: '100',
    dropdown: '200',
    overlay: '300',
    modal: '310',
    toast: '400',
    tooltip: '500',
  },
  duration: {
    fast: '120ms',
    normal: '200ms',
  },
  size: {
    controlSm: '2rem',
    controlMd: '2.75rem',
    controlLg: '3.25rem',
    headerHeight: '4rem',
    sheetWidth: 'min(22rem, 85vw)',
    dialogWidth: 'min(32rem, calc(100vw - 2rem))',
    contentMaxWidth: '72rem',
  },
};

// Set on :root rather than a class so portalled radix content (dialogs, toasts, menus), which
// renders outside the app's root element, gets the tokens too.
createGlobalTheme(':root', vars, lightTokens);
