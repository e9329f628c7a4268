import PDFDocument from 'pdfkit';

export type Pdf = PDFKit.PDFDocument;

/** Points per millimetre (PDF user space is 1/72 inch). */
export const MM = 72 / 25.4;

/**
 * Characters the standard PDF fonts can show (WinAnsiEncoding) beyond printable ASCII and
 * Latin-1: anything else would print as a wrong glyph, so it is simplified or replaced.
 */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)
  );
}

/** Text the built-in Helvetica can print: accents dropped where needed, the rest as '?'. */
export function printable(text: string): string {
  return [...text.normalize('NFC').replace(/\s+/g, ' ')]
    .map((char) => {
      if (isWinAnsi(char)) return char;
      const plain = char.normalize('NFKD').replace(/\p{M}/gu, '');
      return [...plain].every(isWinAnsi) && plain !== '' ? plain : '?';
    })
    .join('');
}

export interface PdfOptions {
  title: string;
  /** Page size in points. */
  size: [number, number];
  margin: number;
}

/** Draws a document with `draw` and returns its bytes. */
export function renderPdf(
  options: PdfOptions,
  draw: (doc: Pdf) => void,
): Promise<Uint8Array<ArrayBuffer>> {
  const doc = new PDFDocument({
    size: options.size,
    margin: options.margin,
    autoFirstPage: false,
    info: { Title: printable(options.title), Creator: 'Boxroom', Producer: 'Boxroom' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  try {
    draw(doc);
  } finally {
    doc.end();
  }
  return done;
}
