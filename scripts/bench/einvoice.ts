// E-invoice documents: 100,000 orders of varied shapes built into MyInvois v1.0 invoices, written
// as the JSON text that is submitted, and validated as MyInvois validates them; beside the floor
// of writing the same documents' JSON text alone (what any builder must at least do), measured in
// the same run. Orders are made one by one and dropped, so memory stays flat as N grows.
// JSON lines; `npm run bench -- einvoice [--orders N]`.
import { orderInvoiceModel, type TInvoiceOrder } from '../../core/e-invoice/document/order-invoice.ts';
import { SAMPLE_COMPANY_BUYER, SAMPLE_PERSON_BUYER, SAMPLE_SUPPLIER, sampleOrder } from '../../core/e-invoice/document/sample-orders.ts';
import { validateInvoice } from '../../core/e-invoice/document/validate.ts';
import { writeInvoice } from '../../core/e-invoice/document/write-invoice.ts';

const i = process.argv.indexOf('--orders');
const ORDERS = i > 0 ? Number(process.argv[i + 1]) : 100_000;
const AT = new Date();

const print = (line: Record<string, unknown>) => console.log(JSON.stringify(line));

/** Order n: 1 to 6 lines, and by turns promotions, a voucher, points, shipping, charges and the taxes. */
function orderNo(n: number): TInvoiceOrder {
  const lines = Array.from({ length: (n % 6) + 1 }, (_, k) => ({ name: `Item ${k}`, qty: (k % 3) + 1, unitSen: 990 + ((n * 7 + k * 131) % 20_000), ...(k % 4 === 1 && { promoUnitSen: 900 }) }));
  return sampleOrder(n, {
    lines,
    ...(n % 3 === 0 && { voucherBp: 1000 }),
    ...(n % 5 === 0 && { memberPointsSen: 250 }),
    shippingSen: n % 2 ? 800 : 0,
    ...(n % 7 === 0 && { additionalCharges: [{ name: 'Gift wrap', sen: 300 }] }),
    salesTaxBp: n % 4 === 0 ? 1000 : 0,
    serviceTaxBp: n % 4 === 1 ? 800 : 0,
  });
}

let peakRss = 0;
let peakHeap = 0;
const sample = () => {
  const m = process.memoryUsage();
  peakRss = Math.max(peakRss, m.rss);
  peakHeap = Math.max(peakHeap, m.heapUsed);
};
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

export async function main(): Promise<void> {
  if (!Number.isInteger(ORDERS) || ORDERS < 1) throw new Error('--orders needs a whole number');
  // The floor: the JSON text of documents already built (a few, reused), ORDERS times.
  const ready = Array.from({ length: 64 }, (_, n) => writeInvoice(orderInvoiceModel(orderNo(n), SAMPLE_SUPPLIER, SAMPLE_PERSON_BUYER, AT)));
  let bytes = 0;
  const floorStart = performance.now();
  for (let n = 0; n < ORDERS; n++) bytes += JSON.stringify(ready[n % ready.length]).length;
  const floorMs = performance.now() - floorStart;

  let invalid = 0;
  let docBytes = 0;
  const start = performance.now();
  for (let n = 0; n < ORDERS; n++) {
    const doc = writeInvoice(orderInvoiceModel(orderNo(n), SAMPLE_SUPPLIER, n % 2 ? SAMPLE_COMPANY_BUYER : SAMPLE_PERSON_BUYER, AT));
    docBytes += JSON.stringify(doc).length;
    if (validateInvoice(doc).length) invalid++;
    if (n % 1000 === 0) sample();
  }
  const ms = performance.now() - start;
  sample();
  if (invalid) throw new Error(`${invalid} documents were invalid`);
  print({
    case: 'build+validate',
    documents: ORDERS,
    ms: Math.round(ms),
    documentsPerSec: Math.round((ORDERS * 1000) / ms),
    avgDocumentBytes: Math.round(docBytes / ORDERS),
    floorMs: Math.round(floorMs),
    floorDocumentsPerSec: Math.round((ORDERS * 1000) / floorMs),
    floorBytes: bytes,
    ratio: Math.round((ms / floorMs) * 100) / 100,
    peakRssMb: mb(peakRss),
    peakHeapMb: mb(peakHeap),
  });
}
