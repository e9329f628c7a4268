import { formatPrice } from '../../src/domain/format.ts';
import {
  CUSTOMS_CATEGORY_LABELS,
  type CustomsCategory,
  type ShippingAddress,
} from '../../src/domain/shipping.ts';
import { MM, type Pdf, printable, renderPdf } from './document.ts';

/** What a commercial invoice declares: who sends, who receives, and each box's contents. */
export interface CommercialInvoice {
  orderId: number;
  /** ISO date the shipment leaves. */
  dispatchDate: string;
  sender: { name: string; address: string[] };
  destination: ShippingAddress;
  countryName: string;
  boxes: {
    boxId: number;
    category: CustomsCategory;
    description: string;
    /** Pounds. */
    value: number;
  }[];
}

const A4: [number, number] = [210 * MM, 297 * MM];
const MARGIN = 18 * MM;
const WIDTH = A4[0] - 2 * MARGIN;
const MUTED = '#444444';

function section(doc: Pdf, title: string, lines: string[]): void {
  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text(title.toUpperCase());
  doc.font('Helvetica').fontSize(11).fillColor('#000000');
  for (const line of lines) if (line.trim() !== '') doc.text(printable(line));
}

/**
 * The commercial invoice customs officers read: one A4 page with the shipper, the consignee,
 * a row per box (what it holds and its value in pounds), the total, and the declaration
 * that the goods are used personal belongings, not for sale.
 */
export function commercialInvoicePdf(invoice: CommercialInvoice): Promise<Uint8Array<ArrayBuffer>> {
  return renderPdf(
    { title: `Commercial invoice for order ${invoice.orderId}`, size: A4, margin: MARGIN },
    (doc) => {
      doc.addPage();
      doc.font('Helvetica-Bold').fontSize(20).text('Commercial invoice');
      doc
        .font('Helvetica')
        .fontSize(11)
        .text(`Order ${invoice.orderId} · dispatched ${invoice.dispatchDate} · currency GBP`);
      section(doc, 'Shipper', [invoice.sender.name, ...invoice.sender.address]);
      const to = invoice.destination;
      section(doc, 'Consignee', [
        to.fullName,
        to.addressLine1,
        to.addressLine2,
        [to.postalCode, to.city].filter(Boolean).join(' '),
        to.region,
        invoice.countryName,
        `Telephone ${to.phone}`,
      ]);

      doc.moveDown(1);
      const columns = [0, 22 * MM, 70 * MM, WIDTH - 30 * MM];
      const row = (cells: string[], bold = false) => {
        const y = doc.y;
        doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
        cells.forEach((cell, index) => {
          const x = MARGIN + (columns[index] ?? 0);
          const width = (columns[index + 1] ?? WIDTH) - (columns[index] ?? 0) - 3 * MM;
          doc.text(printable(cell), x, y, {
            width,
            align: index === cells.length - 1 ? 'right' : 'left',
          });
        });
        doc.moveDown(0.4);
        doc.x = MARGIN;
      };
      row(['Box', 'Contents', 'Description', 'Value'], true);
      for (const box of invoice.boxes) {
        row([
          String(box.boxId),
          CUSTOMS_CATEGORY_LABELS[box.category],
          box.description,
          formatPrice(box.value),
        ]);
      }
      const total = invoice.boxes.reduce((sum, box) => sum + box.value, 0);
      row(['', '', 'Total declared value', formatPrice(total)], true);

      doc.moveDown(1.5);
      doc
        .font('Helvetica')
        .fontSize(10)
        .text(
          printable(
            'Reason for export: used personal belongings moving with their owner, not for sale. ' +
              'I declare that the information on this invoice is true and correct, and that the ' +
              'boxes hold none of the items couriers refuse.',
          ),
          MARGIN,
          doc.y,
          { width: WIDTH },
        );
      doc.moveDown(2);
      // The declaration is the shipper's (the customer sending their things), not the consignee's.
      doc.text(printable(`Signed for ${invoice.sender.name} by Boxroom, as agent`), {
        width: WIDTH,
      });
    },
  );
}
