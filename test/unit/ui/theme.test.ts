import { describe, expect, it } from 'vitest';
import { belowQueries, breakpoints, mediaQueries } from '../../../src/ui/theme/breakpoints';
import { lightTokens } from '../../../src/ui/theme/theme.css';

/** WCAG 2.x contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const channel = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

const c = lightTokens.color;

describe('light theme contrast (WCAG 2.2 AA)', () => {
  const text: Array<[string, string, string]> = [
    ['body text on the page', c.text, c.background],
    ['body text on a surface', c.text, c.surface],
    ['muted text on the page', c.textMuted, c.background],
    ['muted text on a surface', c.textMuted, c.surface],
    ['muted text on a hovered row', c.textMuted, c.surfaceHover],
    ['primary button label', c.brandContrast, c.brand],
    ['primary button label, hovered', c.brandContrast, c.brandHover],
    ['secondary button label', c.brand, c.surface],
    ['secondary button label, hovered', c.brand, c.brandSoft],
    ['danger button label', c.textInverse, c.danger],
    ['danger button label, hovered', c.textInverse, c.dangerHover],
    ['tooltip text', c.textInverse, c.text],
    ['link on the page', c.link, c.background],
    ['link on a surface', c.link, c.surface],
    ['hovered link', c.linkHover, c.surface],
    ['visited link', c.linkVisited, c.surface],
    ['error message on a surface', c.danger, c.surface],
    ['success on its soft background', c.success, c.successSoft],
    ['warning on its soft background', c.warning, c.warningSoft],
    ['danger on its soft background', c.danger, c.dangerSoft],
    ['info on its soft background', c.info, c.infoSoft],
    ['body text on success', c.text, c.successSoft],
    ['body text on warning', c.text, c.warningSoft],
    ['body text on danger', c.text, c.dangerSoft],
    ['body text on info', c.text, c.infoSoft],
  ];
  it.each(text)('%s is at least 4.5:1', (_name, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  const ui: Array<[string, string, string]> = [
    ['input border on a surface', c.border, c.surface],
    ['input border on the page', c.border, c.background],
    ['strong border on a surface', c.borderStrong, c.surface],
    ['focus ring on the page', c.focusRing, c.background],
    ['focus ring on a surface', c.focusRing, c.surface],
  ];
  it.each(ui)('%s is at least 3:1', (_name, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(3);
  });
});

describe('breakpoints', () => {
  it('start each range at the widths of SPEC section 9', () => {
    expect(breakpoints).toEqual({ xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 });
    expect(mediaQueries.md).toBe('screen and (min-width: 768px)');
  });

  it('never match both sides of a boundary', () => {
    expect(belowQueries.md).toBe('screen and (max-width: 767.98px)');
    expect(belowQueries.lg).toBe('screen and (max-width: 991.98px)');
  });
});
