import PDFDocument from 'pdfkit';
import { countryName, stateName } from '../shipping/address-words.ts';
import { formatSen } from '../shared/money.ts';
import { localDate } from '../shared/time.ts';
import type { DocumentOrder, ShopHeader } from './document-orders.ts';
import { pdfFonts, type PdfFonts } from './pdf-fonts.ts';

export type PdfDoc = InstanceType<typeof PDFDocument>;

const MARGIN = 40;

/**
 * A PDF written as it is drawn: each page goes out to the stream once the next one starts,
 * so a bill of hundreds of orders keeps memory flat. Fonts: see pdf-fonts.ts.
 */
export function openPdf(title: string): PdfDoc {
  return new PDFDocument({ size: 'A4', margin: MARGIN, autoFirstPage: false, bufferPages: false, compress: true, info: { Title: title, Producer: 'Merchant System' } });
}

/** The shipping address as lines. */
export function shippingLines(order: DocumentOrder): string[] {
  if (order.selfPickup) return [order.shipName || order.buyerName, order.shipPhone || order.buyerPhone, 'Self pick-up'].filter(Boolean);
  const place = [order.shipPostcode, order.shipCity].filter(Boolean).join(' ');
  const region = [stateName(order.shipState), order.shipCountry && countryName(order.shipCountry, 'en-MY')].filter(Boolean).join(', ');
  return [order.shipName || order.buyerName, order.shipPhone, ...order.shipAddress.split('\n'), place, region].map((l) => l.trim()).filter(Boolean);
}

interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right';
}

type Style = 'regular' | 'bold';

/** A page's drawing helpers: the footer, text in the right font, rules and tables that break across pages (the sales reports draw with it too). */
export class Layout {
  private readonly fonts: PdfFonts;

  constructor(
    readonly doc: PdfDoc,
    private readonly footer: string,
  ) {
    this.fonts = pdfFonts(doc);
  }

  /** Sets the font for text in style and returns the text as that font prints it. */
  private use(text: string, style: Style, size: number): string {
    this.doc.font(this.fonts.of(text, style)).fontSize(size);
    return this.fonts.printable(text);
  }

  get left() {
    return MARGIN;
  }
  get right() {
    return this.doc.page.width - MARGIN;
  }
  get bottom() {
    return this.doc.page.height - MARGIN;
  }

  newPage() {
    this.doc.addPage();
    // The footer sits in the bottom margin: with the margin in place pdfkit would start a new page for it.
    const { margins } = this.doc.page;
    const bottom = margins.bottom;
    margins.bottom = 0;
    const footer = this.use(this.footer, 'regular', 8);
    this.doc.fillColor('#666666').text(footer, MARGIN, this.doc.page.height - MARGIN + 10, { width: this.right - MARGIN, align: 'center', lineBreak: false });
    margins.bottom = bottom;
    this.doc.fillColor('black');
    this.doc.x = MARGIN;
    this.doc.y = MARGIN;
  }

  /** Room for height more points on this page, or a new page. */
  ensure(height: number, onNewPage?: () => void) {
    if (this.doc.y + height <= this.bottom) return;
    this.newPage();
    onNewPage?.();
  }

  text(text: string, options: { style?: Style; size?: number; x?: number; width?: number; align?: 'left' | 'right' | 'center' } = {}) {
    const { doc } = this;
    const printable = this.use(text, options.style ?? 'regular', options.size ?? 9);
    const width = options.width ?? this.right - (options.x ?? MARGIN);
    doc.text(printable, options.x ?? MARGIN, doc.y, { width, align: options.align ?? 'left' });
  }

  rule() {
    const y = this.doc.y + 2;
    this.doc.moveTo(MARGIN, y).lineTo(this.right, y).lineWidth(0.5).strokeColor('#999999').stroke();
    this.doc.y = y + 4;
  }

  /** Two blocks side by side (label and lines each); the cursor ends below the taller. */
  twoBlocks(left: { label: string; lines: string[] }, right: { label: string; lines: string[] }) {
    const { doc } = this;
    const half = (this.right - MARGIN) / 2 - 10;
    const top = doc.y;
    const draw = (block: { label: string; lines: string[] }, x: number) => {
      doc.y = top;
      doc.text(this.use(block.label, 'bold', 9), x, doc.y, { width: half });
      doc.text(this.use(block.lines.join('\n') || '-', 'regular', 9), x, doc.y, { width: half });
      return doc.y;
    };
    const a = draw(left, MARGIN);
    const b = draw(right, MARGIN + half + 20);
    doc.x = MARGIN;
    doc.y = Math.max(a, b) + 8;
  }

  /** A table whose rows wrap; the header repeats on each new page. */
  table(columns: Column[], rows: string[][]) {
    const { doc } = this;
    const total = columns.reduce((s, c) => s + c.width, 0);
    const scale = (this.right - MARGIN) / total;
    const widths = columns.map((c) => c.width * scale);
    const xs = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((s, w) => s + w, 0));
    const drawRow = (cells: string[], style: Style) => {
      const height = Math.max(...cells.map((t, i) => doc.heightOfString(this.use(t, style, 9), { width: widths[i]! - 4 })));
      this.ensure(height + 4, header);
      const top = doc.y;
      cells.forEach((t, i) => doc.text(this.use(t, style, 9), xs[i]!, top, { width: widths[i]! - 4, align: columns[i]!.align ?? 'left' }));
      doc.x = MARGIN;
      doc.y = top + height + 4;
    };
    const header = () => {
      drawRow(
        columns.map((c) => c.title),
        'bold',
      );
      this.rule();
    };
    header();
    for (const row of rows) drawRow(row, 'regular');
    this.rule();
  }
}

function sellerBlock(layout: Layout, shop: ShopHeader, title: string) {
  layout.text(title, { style: 'bold', size: 16, align: 'right' });
  layout.doc.y = MARGIN;
  layout.text(shop.companyName, { style: 'bold', size: 12, width: 300 });
  if (shop.registerNumber) layout.text(`Registration No: ${shop.registerNumber}`, { width: 300 });
  if (shop.address) layout.text(shop.address, { width: 300 });
  layout.doc.moveDown(0.8);
  layout.rule();
}

const day = (date: Date, shop: ShopHeader) => localDate(date, shop.timeZone);

/** The packing slip of one order: who it goes to and what to pack (no prices). */
export function drawPackingSlip(doc: PdfDoc, shop: ShopHeader, order: DocumentOrder): void {
  const layout = new Layout(doc, `Packing slip - Order #${order.orderNo}`);
  layout.newPage();
  sellerBlock(layout, shop, 'PACKING SLIP');
  layout.twoBlocks(
    { label: 'Ship to', lines: shippingLines(order) },
    {
      label: `Order #${order.orderNo}`,
      lines: [
        `Order date: ${day(order.placedAt, shop)}`,
        ...(order.invoiceNo ? [`Invoice No: ${order.invoiceNo}`] : []),
        ...(order.shippingTitle ? [`Shipping: ${order.shippingTitle}`] : []),
        ...(order.cod ? ['Cash on delivery'] : []),
      ],
    },
  );
  layout.table(
    [
      { title: 'Item', width: 300 },
      { title: 'SKU', width: 130 },
      { title: 'Qty', width: 50, align: 'right' },
    ],
    order.items.map((item) => [item.options ? `${item.name}\n${item.options}` : item.name, item.sku, String(item.qty)]),
  );
  layout.text(`Total quantity: ${order.items.reduce((s, i) => s + i.qty, 0)}`, { style: 'bold', align: 'right' });
  if (order.buyerNote) {
    doc.moveDown(0.8);
    layout.text('Buyer note', { style: 'bold' });
    layout.text(order.buyerNote);
  }
}

function additionalCharges(order: DocumentOrder): { name: string; sen: number }[] {
  try {
    const list = JSON.parse(order.additionalCharges) as unknown;
    return Array.isArray(list) ? list.filter((c): c is { name: string; sen: number } => typeof c?.name === 'string' && Number.isInteger(c?.sen)) : [];
  } catch {
    return [];
  }
}

/** The lines under the items: the subtotal, what was taken off, what was added, the total. */
export function totalLines(order: DocumentOrder): [string, string][] {
  const minus = (sen: number) => formatSen(-sen);
  return [
    ['Sub total', formatSen(order.subtotalSen)],
    ...(order.voucherSen ? [[`Voucher ${order.voucherCode}`.trim(), minus(order.voucherSen)] as [string, string]] : []),
    ...(order.discountSen ? [['Discount', minus(order.discountSen)] as [string, string]] : []),
    ...(order.memberPointsSen ? [['Member points', minus(order.memberPointsSen)] as [string, string]] : []),
    // The full fee, then what a free-shipping offer or voucher took off it.
    ['Shipping', formatSen(order.shippingSen + order.shippingDiscountSen)],
    ...(order.shippingDiscountSen ? [['Shipping discount', minus(order.shippingDiscountSen)] as [string, string]] : []),
    ...additionalCharges(order).map((c): [string, string] => [c.name, formatSen(c.sen)]),
    ...(order.addOnSen ? [['Add-on', formatSen(order.addOnSen)] as [string, string]] : []),
    ...(order.salesTaxSen ? [['Sales tax', formatSen(order.salesTaxSen)] as [string, string]] : []),
    ...(order.serviceTaxSen ? [['Service tax', formatSen(order.serviceTaxSen)] as [string, string]] : []),
    ['Total', formatSen(order.totalSen)],
  ];
}

/** The invoice of one order; the order must have its invoice number. */
export function drawInvoice(doc: PdfDoc, shop: ShopHeader, order: DocumentOrder): void {
  const layout = new Layout(doc, `Invoice ${order.invoiceNo ?? ''} - Order #${order.orderNo}`);
  layout.newPage();
  sellerBlock(layout, shop, 'INVOICE');
  layout.twoBlocks(
    { label: 'Bill to', lines: [order.buyerName, order.buyerEmail, order.buyerPhone, ...order.billingAddress.split('\n')].map((l) => l.trim()).filter(Boolean) },
    {
      label: `Invoice No: ${order.invoiceNo ?? '-'}`,
      lines: [`Invoice date: ${order.invoiceDate ? day(order.invoiceDate, shop) : '-'}`, `Order #${order.orderNo}`, `Order date: ${day(order.placedAt, shop)}`],
    },
  );
  layout.twoBlocks({ label: 'Ship to', lines: shippingLines(order) }, { label: 'Shipping', lines: [order.shippingTitle || (order.selfPickup ? 'Self pick-up' : '-'), ...(order.cod ? ['Cash on delivery'] : [])] });
  layout.table(
    [
      { title: 'Item', width: 210 },
      { title: 'SKU', width: 90 },
      { title: 'Qty', width: 35, align: 'right' },
      { title: 'Unit price', width: 75, align: 'right' },
      { title: 'Amount', width: 80, align: 'right' },
    ],
    order.items.map((item) => [item.options ? `${item.name}\n${item.options}` : item.name, item.sku, String(item.qty), formatSen(item.singlePriceSen), formatSen(item.finalPriceSen)]),
  );
  const lines = totalLines(order);
  layout.ensure(lines.length * 13 + 4);
  const x = layout.right - 220;
  for (const [label, amount] of lines) {
    const style = label === 'Total' ? 'bold' : 'regular';
    const top = doc.y;
    layout.text(label, { style, x, width: 120 });
    doc.y = top;
    layout.text(amount, { style, x: x + 120, width: 100, align: 'right' });
  }
}
