/*
 * Code 128 barcodes, as the labels draw them. Each symbol is six alternating bar and space
 * widths (bar first) of 11 modules in all; the stop symbol has a seventh, a final bar. A
 * symbol's value is its index in PATTERNS.
 */

/** Widths of each symbol, ten values a row. */
export const PATTERNS: readonly string[] = [
  '212222 222122 222221 121223 121322 131222 122213 122312 132212 221213', // 0–9
  '221312 231212 112232 122132 122231 113222 123122 123221 223211 221132', // 10–19
  '221231 213212 223112 312131 311222 321122 321221 312212 322112 322211', // 20–29
  '212123 212321 232121 111323 131123 131321 112313 132113 132311 211313', // 30–39
  '231113 231311 112133 112331 132131 113123 113321 133121 313121 211331', // 40–49
  '231131 213113 213311 213131 311123 311321 331121 312113 312311 332111', // 50–59
  '314111 221411 431111 111224 111422 121124 121421 141122 141221 112214', // 60–69
  '112412 122114 122411 142112 142211 241211 221114 413111 241112 134111', // 70–79
  '111242 121142 121241 114212 124112 124211 411212 421112 421211 212141', // 80–89
  '214121 412121 111143 111341 131141 114113 114311 411113 411311 113141', // 90–99
  '114131 311141 411131 211412 211214 211232 2331112', // 100–106
]
  .join(' ')
  .split(' ');

export const CODE_C = 99;
export const CODE_B = 100;
export const START_B = 104;
export const START_C = 105;
export const STOP = 106;

/** Blank modules either side that scanners need to find the code. */
export const QUIET_ZONE_MODULES = 10;

/** The symbol values of `text`: start, data, checksum and stop. */
export function code128Values(text: string): number[] {
  if (text.length === 0) throw new Error('Code 128 needs at least one character');
  const data: number[] = [];
  let start: number;
  if (/^\d{2,}$/.test(text)) {
    // Digits go two to a symbol in code set C; an odd leading digit goes first in set B.
    let rest = text;
    if (text.length % 2 === 1) {
      start = START_B;
      data.push(text.charCodeAt(0) - 32, CODE_C);
      rest = text.slice(1);
    } else {
      start = START_C;
    }
    for (let i = 0; i < rest.length; i += 2) data.push(Number(rest.slice(i, i + 2)));
  } else {
    start = START_B;
    for (const char of text) {
      const code = char.charCodeAt(0);
      if (char.length !== 1 || code < 32 || code > 126) {
        throw new Error(`Code 128 set B cannot encode ${JSON.stringify(char)}`);
      }
      data.push(code - 32);
    }
  }
  const weighted = data.reduce((sum, value, index) => sum + value * (index + 1), start);
  return [start, ...data, weighted % 103, STOP];
}

/** Bar and space widths in modules, bar first, from the first bar to the last. */
export function code128Widths(text: string): number[] {
  return code128Values(text).flatMap((value) => [...(PATTERNS[value] ?? '')].map(Number));
}

export interface Bar {
  /** Offset of the bar's left edge from the start of the quiet zone, in modules. */
  x: number;
  width: number;
}

/** The bars to draw, and the symbol's whole width in modules, quiet zones included. */
export function code128Bars(text: string): { bars: Bar[]; totalModules: number } {
  const bars: Bar[] = [];
  let x = QUIET_ZONE_MODULES;
  code128Widths(text).forEach((width, index) => {
    if (index % 2 === 0) bars.push({ x, width });
    x += width;
  });
  return { bars, totalModules: x + QUIET_ZONE_MODULES };
}
