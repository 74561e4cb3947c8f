import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { DbClient } from '../db/database.ts';
import { loadDocumentOrders, loadShopHeader } from './document-orders.ts';
import { pdfFonts, unicodeFontProblem } from './pdf-fonts.ts';
import type { TDocumentSet } from './schema.ts';

/** Orders loaded per query while printing. */
const BATCH = 100;
/** How far the PDF may run ahead of its reader before drawing waits. */
const AHEAD_BYTES = 1024 * 1024;

export interface PrintScope {
  db: DbClient;
  merchantId: string;
  timeZone: string;
}

export interface PrintOutcome {
  orders: number;
  slips: number;
  invoices: number;
  /** Orders printed without an invoice because none was issued yet. */
  withoutInvoice: number;
  /** Why some text printed as '?' (no Unicode font on the machine), or null when all of it printed. */
  fontProblem: string | null;
}

/**
 * Renders the documents of the orders (in the order given) into one PDF written to output as it
 * is drawn: for 'packaging', each order's packing slip, then its invoice when it has one; for
 * 'invoices', the invoice of each order that has one. Orders are read a batch at a time and
 * drawing waits while the reader lags, so memory stays flat however many orders.
 */
export async function writeDocumentsPdf(scope: PrintScope, orderIds: readonly string[], set: TDocumentSet, output: Writable, progress: (done: number, total: number) => void = () => {}): Promise<PrintOutcome> {
  const outcome: PrintOutcome = { orders: 0, slips: 0, invoices: 0, withoutInvoice: 0, fontProblem: null };
  const shop = await loadShopHeader(scope.db, scope.merchantId, scope.timeZone);
  // pdfkit (with its fonts and ciphers) loads only to print, not with every process.
  const { drawInvoice, drawPackingSlip, openPdf } = await import('./documents-pdf.ts');
  const doc = openPdf(set === 'packaging' ? 'Packaging bill' : 'Invoices');
  const ended = once(doc, 'end');
  doc.pipe(output);
  try {
    for (let start = 0; start < orderIds.length; start += BATCH) {
      for (const order of await loadDocumentOrders(scope.db, scope.merchantId, orderIds.slice(start, start + BATCH))) {
        outcome.orders++;
        if (set === 'packaging') {
          drawPackingSlip(doc, shop, order);
          outcome.slips++;
        }
        if (order.invoiceNo) {
          drawInvoice(doc, shop, order);
          outcome.invoices++;
        } else outcome.withoutInvoice++;
        while (doc.readableLength > AHEAD_BYTES) await new Promise((resolve) => setTimeout(resolve, 2));
      }
      progress(Math.min(start + BATCH, orderIds.length), orderIds.length);
    }
    if (outcome.slips + outcome.invoices === 0) {
      doc.addPage();
      doc.font('Helvetica').fontSize(12).text(set === 'packaging' ? 'No orders to print.' : 'None of these orders has an invoice yet.');
    }
    if (pdfFonts(doc).lostCharacters()) outcome.fontProblem = unicodeFontProblem();
    doc.end();
    await ended;
    return outcome;
  } catch (error) {
    doc.unpipe(output);
    output.destroy(error as Error);
    throw error;
  }
}
