import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { DocumentOrder, ShopHeader } from './document-orders.ts';
import { drawInvoice, drawPackingSlip, openPdf, shippingLines, totalLines } from './documents-pdf.ts';
import { pdfFonts, unicodeFont } from './pdf-fonts.ts';
import { pdfToText } from './test-pdf-text.ts';

async function render(draw: (doc: ReturnType<typeof openPdf>) => void): Promise<Buffer> {
  const doc = openPdf('Test');
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  doc.pipe(out);
  draw(doc);
  doc.end();
  await new Promise((resolve) => out.on('end', resolve));
  return Buffer.concat(chunks);
}

const shop: ShopHeader = { companyName: 'Kedai Runcit Maju Sdn Bhd', registerNumber: '201901000123 (1234567-X)', address: '8 Jalan Ampang\n50450 Kuala Lumpur', timeZone: 'Asia/Kuala_Lumpur' };

const order = (over: Partial<DocumentOrder> = {}): DocumentOrder => ({
  id: 'o1',
  orderNo: 1024,
  placedAt: new Date('2026-11-20T18:30:00Z'),
  status: 4,
  buyerName: 'Aminah Yusof',
  buyerEmail: 'aminah@buyer.test',
  buyerPhone: '+60123456789',
  billingAddress: '12 Jalan Kebun',
  shipName: 'Aminah Yusof',
  shipPhone: '+60123456789',
  shipAddress: '12 Jalan Kebun',
  shipCity: 'Shah Alam',
  shipPostcode: '40000',
  shipState: 'SGR',
  shipCountry: 'MY',
  selfPickup: false,
  cod: false,
  shippingTitle: 'Courier',
  buyerNote: 'Please wrap as a gift',
  subtotalSen: 5990,
  voucherSen: 500,
  voucherCode: '',
  discountSen: 0,
  memberPointsSen: 0,
  shippingSen: 800,
  shippingDiscountSen: 0,
  salesTaxSen: 0,
  serviceTaxSen: 0,
  addOnSen: 0,
  additionalCharges: '[{"name":"Packing fee","sen":150}]',
  totalSen: 6440,
  invoiceNo: 'INV00042',
  invoiceDate: new Date('2026-11-21T02:00:00Z'),
  items: [
    { name: 'Cotton shirt', options: '', sku: 'SHIRT-1', qty: 1, singlePriceSen: 2990, finalPriceSen: 2990 },
    { name: 'Baseball cap', options: 'Colour: Red', sku: 'CAP-R', qty: 2, singlePriceSen: 1500, finalPriceSen: 3000 },
  ],
  ...over,
});

describe('packing slips and invoices', () => {
  it('print the seller, the invoice number and date, the buyer, the address, the items and the totals', async () => {
    const text = await pdfToText(await render((doc) => drawInvoice(doc, shop, order())));
    for (const expected of ['INVOICE', 'Kedai Runcit Maju Sdn Bhd', 'Registration No: 201901000123 (1234567-X)', '50450 Kuala Lumpur', 'Invoice No: INV00042', 'Invoice date: 2026-11-21', 'Order #1024', 'Order date: 2026-11-21']) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('Aminah Yusof');
    expect(text).toContain('40000 Shah Alam');
    expect(text).toContain('Selangor, Malaysia');
    expect(text).toMatch(/Cotton shirt\s+SHIRT-1\s+1\s+RM 29\.90\s+RM 29\.90/);
    expect(text).toMatch(/Baseball cap\s+CAP-R\s+2\s+RM 15\.00\s+RM 30\.00/);
    expect(text).toContain('Colour: Red');
    expect(text).toMatch(/Voucher\s+-RM 5\.00/);
    expect(text).toMatch(/Packing fee\s+RM 1\.50/);
    expect(text).toMatch(/Total\s+RM 64\.40/);
  });

  it('print a packing slip without prices', async () => {
    const text = await pdfToText(await render((doc) => drawPackingSlip(doc, shop, order())));
    expect(text).toContain('PACKING SLIP');
    expect(text).toContain('Order #1024');
    expect(text).toMatch(/Baseball cap\s+CAP-R\s+2/);
    expect(text).toContain('Total quantity: 3');
    expect(text).toContain('Please wrap as a gift');
    expect(text).not.toContain('RM 15.00');
  });

  it('continue a long item list on the next page with the header again', async () => {
    const items = Array.from({ length: 120 }, (_, i) => ({ name: `Item number ${i + 1}`, options: '', sku: `SKU-${i + 1}`, qty: 1, singlePriceSen: 100, finalPriceSen: 100 }));
    const pdf = await render((doc) => drawInvoice(doc, shop, order({ items })));
    const text = await pdfToText(pdf);
    const pages = text.split('\f').filter((p) => p.trim());
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[1]).toMatch(/Item\s+SKU\s+Qty\s+Unit price\s+Amount/);
    expect(text).toContain('Item number 120');
  });

  it('print text the standard fonts lack as question marks when the machine has no Unicode font', () => {
    const fonts = pdfFonts(openPdf('Test'), null);
    expect(fonts.of('Café Ayam 鸡饭', 'regular')).toBe('Helvetica');
    expect(fonts.printable('a\u0007b\nc')).toBe('ab\nc');
    expect(fonts.lostCharacters()).toBe(false);
    expect(fonts.printable('Café Ayam 鸡饭')).toBe('Café Ayam ??');
    // The document remembers the loss, so a print job can say why.
    expect(fonts.lostCharacters()).toBe(true);
  });

  it('print Chinese names and items with the Unicode font, and Latin text with the standard fonts', async () => {
    expect(unicodeFont(), 'a Unicode font (apt-get install fonts-wqy-microhei)').not.toBeNull();
    const fonts = pdfFonts(openPdf('Test'));
    expect(fonts.of('Aminah Yusof', 'bold')).toBe('Helvetica-Bold');
    expect(fonts.of('陈美玲', 'bold')).toBe('Unicode');
    const items = [{ name: '海南鸡饭 Hainanese chicken rice', options: '大份', sku: 'CR-1', qty: 2, singlePriceSen: 1250, finalPriceSen: 2500 }];
    const text = await pdfToText(await render((doc) => drawInvoice(doc, shop, order({ buyerName: '陈美玲', shipName: '陈美玲', items }))));
    expect(text).toContain('陈美玲');
    expect(text).toContain('海南鸡饭 Hainanese chicken rice');
    expect(text).toContain('大份');
  });

  it('show self pick-up instead of an address and leave out zero lines', () => {
    expect(shippingLines(order({ selfPickup: true }))).toEqual(['Aminah Yusof', '+60123456789', 'Self pick-up']);
    const labels = totalLines(order({ voucherSen: 0, additionalCharges: '[]' })).map(([label]) => label);
    expect(labels).toEqual(['Sub total', 'Shipping', 'Total']);
  });
});
