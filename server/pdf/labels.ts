import { code128Bars } from './code128.ts';
import { MM, type Pdf, printable, renderPdf } from './document.ts';

/** What one box label shows. */
export interface BoxLabel {
  boxId: number;
  boxTypeName: string;
  customerName: string;
  /** The address the courier collects the box from and brings it back to, line by line. */
  address: string[];
}

/** A 4 x 6 inch shipping label, the size label printers and couriers expect. */
const PAGE: [number, number] = [101.6 * MM, 152.4 * MM];
const MARGIN = 6 * MM;
const CONTENT_WIDTH = PAGE[0] - 2 * MARGIN;
const BARCODE_HEIGHT = 22 * MM;
/** Scanners read bars down to about 0.25 mm; wider prints more reliably. */
const MAX_MODULE = 0.8 * MM;
const INK = '#000000';
const MUTED = '#444444';

/** The barcode's text: the box id alone, so any scanner at the warehouse reads the id. */
export function barcodeText(boxId: number): string {
  return String(boxId);
}

function drawBarcode(doc: Pdf, text: string, top: number): number {
  const { bars, totalModules } = code128Bars(text);
  const module = Math.min(CONTENT_WIDTH / totalModules, MAX_MODULE);
  const left = MARGIN + (CONTENT_WIDTH - module * totalModules) / 2;
  for (const bar of bars) {
    doc.rect(left + bar.x * module, top, bar.width * module, BARCODE_HEIGHT);
  }
  doc.fillColor(INK).fill();
  return top + BARCODE_HEIGHT;
}

function heading(doc: Pdf, text: string, y: number): number {
  doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(text.toUpperCase(), MARGIN, y, {
    width: CONTENT_WIDTH,
    characterSpacing: 0.6,
  });
  return doc.y + 1.5;
}

function drawLabel(doc: Pdf, label: BoxLabel): void {
  doc.addPage();
  let y = MARGIN;
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text('BOXROOM', MARGIN, y, {
    width: CONTENT_WIDTH,
    characterSpacing: 1.5,
  });
  y = doc.y + 4;
  doc.font('Helvetica-Bold').fontSize(26).text(`Box ${label.boxId}`, MARGIN, y, {
    width: CONTENT_WIDTH,
  });
  doc.font('Helvetica').fontSize(13).text(printable(label.boxTypeName), MARGIN, doc.y, {
    width: CONTENT_WIDTH,
  });

  y = drawBarcode(doc, barcodeText(label.boxId), doc.y + 4 * MM);
  doc
    .font('Courier-Bold')
    .fontSize(12)
    .fillColor(INK)
    .text(barcodeText(label.boxId), MARGIN, y + 2, {
      width: CONTENT_WIDTH,
      align: 'center',
    });

  y = doc.y + 3 * MM;
  doc
    .moveTo(MARGIN, y)
    .lineTo(PAGE[0] - MARGIN, y)
    .lineWidth(0.75)
    .strokeColor(INK)
    .stroke();
  y = heading(doc, 'Customer', y + 3 * MM);
  doc
    .font('Helvetica-Bold')
    .fontSize(13)
    .fillColor(INK)
    .text(printable(label.customerName), MARGIN, y, {
      width: CONTENT_WIDTH,
    });
  y = heading(doc, 'Delivery address', doc.y + 2.5 * MM);
  doc.font('Helvetica').fontSize(12).fillColor(INK);
  for (const line of label.address) {
    doc.text(printable(line), MARGIN, y, { width: CONTENT_WIDTH });
    y = doc.y;
  }

  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      'Stick this label on the top of the box, flat and uncovered, so the barcode can be scanned.',
      MARGIN,
      PAGE[1] - MARGIN - 24,
      { width: CONTENT_WIDTH },
    );
}

/** One page per box, in the order given. */
export function boxLabelsPdf(
  title: string,
  labels: readonly BoxLabel[],
): Promise<Uint8Array<ArrayBuffer>> {
  if (labels.length === 0) throw new Error('A label document needs at least one box');
  return renderPdf({ title, size: PAGE, margin: MARGIN }, (doc) => {
    for (const label of labels) drawLabel(doc, label);
  });
}
