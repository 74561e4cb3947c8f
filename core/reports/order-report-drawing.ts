import { Layout, type PdfDoc } from '../invoices/documents-pdf.ts';
import { formatSen } from '../shared/money-format.ts';
import { formatCount } from '../shared/numbers.ts';
import type { SalesFigure, TComparedFigure, TOrderReportPage, TSalesBucket } from './sales-schema.ts';
import type { SalesStatusGroup } from './sales-statuses.ts';

// The PDF is written in English, as the invoices and every exported file are.
const FIGURES: Record<SalesFigure, { label: string; money: boolean }> = {
  salesSen: { label: 'Sales', money: true },
  orders: { label: 'Orders', money: false },
  paidOrders: { label: 'Paid orders', money: false },
  units: { label: 'Units sold', money: false },
  averageOrderSen: { label: 'Average order value', money: true },
  cancelledOrders: { label: 'Cancelled orders', money: false },
  refundedOrders: { label: 'Refunded orders', money: false },
  refundedSen: { label: 'Refunded amount', money: true },
};

const GROUPS: Record<SalesStatusGroup, string> = {
  unpaid: 'Unpaid',
  processing: 'Paid / processing',
  shipped: 'Shipped',
  completed: 'Completed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-10-05' -> '5 Oct'; '2026-10' -> 'Oct 2026'. */
export function bucketLabel(bucket: string): string {
  const [year, month, day] = bucket.split('-');
  const name = MONTHS[Number(month) - 1]!;
  return day ? `${Number(day)} ${name}` : `${name} ${year}`;
}

const change = (f: TComparedFigure) => (f.change === null ? '-' : `${f.change > 0 ? '+' : ''}${f.change.toFixed(1)}%`);
const percent = (bp: number) => `${(bp / 100).toFixed(2)}%`;

const CHART_HEIGHT = 150;
const AXIS_WIDTH = 70;

/** A bar a bucket of the period's sales, drawn as vectors: the highest bar fills the chart, with the axis at zero, half and the top. */
export function salesChart(layout: Layout, buckets: TSalesBucket[], grain: 'day' | 'month') {
  const { doc } = layout;
  layout.ensure(CHART_HEIGHT + 60);
  layout.text(grain === 'day' ? 'Sales by day' : 'Sales by month', { style: 'bold', size: 11 });
  doc.moveDown(0.4);
  const top = doc.y;
  const left = layout.left + AXIS_WIDTH;
  const width = layout.right - left;
  const bottom = top + CHART_HEIGHT;
  const max = Math.max(0, ...buckets.map((b) => b.salesSen));
  doc.font('Helvetica').fontSize(7).fillColor('#555555');
  for (const step of [0, 0.5, 1]) {
    const y = bottom - step * CHART_HEIGHT;
    doc.moveTo(left, y).lineTo(layout.right, y).lineWidth(0.4).strokeColor('#cccccc').stroke();
    doc.text(formatSen(Math.round(max * step)), layout.left, y - 4, { width: AXIS_WIDTH - 6, align: 'right', lineBreak: false });
  }
  const slot = width / Math.max(1, buckets.length);
  const barWidth = Math.max(1, slot * 0.7);
  buckets.forEach((b, i) => {
    if (max === 0 || b.salesSen === 0) return;
    const height = (b.salesSen / max) * CHART_HEIGHT;
    doc.rect(left + i * slot + (slot - barWidth) / 2, bottom - height, barWidth, height).fillColor('#1c7ed6').fill();
  });
  // At most about eight labels under the bars, the first and the last always among them.
  const every = Math.max(1, Math.ceil(buckets.length / 8));
  const last = buckets.length - 1;
  doc.fillColor('#555555');
  buckets.forEach((b, i) => {
    if (i !== last && (i % every !== 0 || last - i < every)) return;
    doc.text(bucketLabel(b.bucket), left + i * slot + slot / 2 - 25, bottom + 4, { width: 50, align: 'center', lineBreak: false });
  });
  doc.fillColor('black');
  doc.x = layout.left;
  doc.y = bottom + 20;
}

/** The order report on A4: the shop and the period, the headline figures against the previous period, the sales chart, the status groups and the top products. */
export function drawOrderReport(doc: PdfDoc, page: TOrderReportPage): void {
  const period = `${page.days.from} to ${page.days.to}`;
  const layout = new Layout(doc, `Order report - ${page.merchantName} - ${period}`);
  layout.newPage();
  layout.text('ORDER REPORT', { style: 'bold', size: 16, align: 'right' });
  // Back up to the title's line (the top margin equals the side margins): the shop's name sits beside it.
  doc.y = layout.left;
  layout.text(page.merchantName, { style: 'bold', size: 12, width: 330 });
  layout.text(`Period: ${period} (${page.timeZone})`, { width: 330 });
  layout.text(`Compared with: ${page.previousDays.from} to ${page.previousDays.to}`, { width: 330 });
  doc.moveDown(0.8);
  layout.rule();

  layout.table(
    [
      { title: 'Figure', width: 170 },
      { title: 'This period', width: 110, align: 'right' },
      { title: 'Previous period', width: 110, align: 'right' },
      { title: 'Change', width: 70, align: 'right' },
    ],
    (Object.keys(FIGURES) as SalesFigure[]).map((key) => {
      const { label, money } = FIGURES[key];
      const f = page.figures[key];
      const show = (n: number) => (money ? formatSen(n) : formatCount(n));
      return [label, show(f.value), show(f.previous), change(f)];
    }),
  );
  doc.moveDown(0.8);
  salesChart(layout, page.buckets, page.days.grain);

  layout.ensure(120);
  layout.text('Orders by status', { style: 'bold', size: 11 });
  doc.moveDown(0.3);
  layout.table(
    [
      { title: 'Status', width: 250 },
      { title: 'Orders', width: 100, align: 'right' },
      { title: 'Amount', width: 130, align: 'right' },
    ],
    page.statusGroups.map((g) => [GROUPS[g.group], formatCount(g.orders), formatSen(g.amountSen)]),
  );
  doc.moveDown(0.8);

  layout.ensure(80);
  layout.text('Top products by sales', { style: 'bold', size: 11 });
  doc.moveDown(0.3);
  if (page.topProducts.length === 0) layout.text('No products were sold in this period.');
  else
    layout.table(
      [
        { title: '#', width: 20 },
        { title: 'Product', width: 200 },
        { title: 'SKU', width: 80 },
        { title: 'Orders', width: 50, align: 'right' },
        { title: 'Units', width: 50, align: 'right' },
        { title: 'Sales', width: 90, align: 'right' },
        { title: 'Share', width: 55, align: 'right' },
      ],
      page.topProducts.map((p, i) => [String(i + 1), p.name, p.sku, formatCount(p.orders), formatCount(p.units), formatSen(p.salesSen), percent(p.shareBp)]),
    );
}
